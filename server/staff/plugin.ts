/**
 * The staff inbox's API under /api/staff/ as a Fastify plugin: exactly the routes of STAFF_ROUTES
 * (src/staff/api.ts), each with its schema (schemas.ts) and its declared access, which one hook
 * (http.ts) enforces; its own error answers ({error}); the sign-in steps rate-limited per address.
 * It decorates the app with its routes as Fastify has them and with its live-update hub.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { STAFF_API, STAFF_ROUTES, type StaffRouteName } from '../../src/staff/api';
import type { Database } from '../db/types';
import type { NotSpamResult } from '../submissions/types';
import { EventHub } from './events';
import { DEFAULT_STAFF_OPTIONS, accessHook, problem, type StaffAccess, type StaffOptions } from './http';
import { staffHandlers, type StaffContext } from './routes';
import { STAFF_SCHEMAS } from './schemas';
import type { ZodTypeProvider } from '../http/validation';
import { staffStoreOn, type StaffStore } from './store';

interface StaffPluginOptions {
  db: Database;
  /** The submissions' not-spam step (the inbox's "Not spam" button). */
  markNotSpam: (id: string) => Promise<NotSpamResult>;
  staffOrigin?: string | null;
  options?: Partial<StaffOptions>;
}

interface RegisteredStaffRoute {
  method: string;
  url: string;
  access: StaffAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered under /api/staff/, as Fastify has them (for tests). */
    staffRoutes: RegisteredStaffRoute[];
    staffEvents: EventHub;
  }
}

function staffErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error, url: request.url }, 'staff API request failed');
  if (status === 429) return problem(reply, 429, error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return problem(reply, 400, 'The request body is not valid JSON.');
  return problem(reply, status, status >= 500 ? 'The service could not do this just now. Please try again.' : error.message);
}

/** The rate limit of the public routes (the sign-in and enrolment steps). */
function signInLimit(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_r: FastifyRequest, context: { ttl: number; statusCode: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(`Too many sign-in attempts from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`), { statusCode: context.statusCode });
    },
  };
}

function registerRoutes(scope: FastifyInstance, ctx: StaffContext, registered: RegisteredStaffRoute[]): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') registered.push({ method, url: route.url, access: route.config?.staffAccess });
  });
  scope.addHook('onRequest', accessHook(() => ctx.store, ctx.staffOrigin));
  scope.setErrorHandler(staffErrorHandler);
  scope.setNotFoundHandler((_request, reply) => problem(reply, 404, 'Unknown staff API address.'));
  const handlers = staffHandlers(ctx);
  const limited = signInLimit(ctx.options.signInPerMinute);
  const typed = scope.withTypeProvider<ZodTypeProvider>();
  // One route of STAFF_ROUTES: its schemas and its handler, typed by them (schemas.ts). K ties the two
  // together (STAFF_SCHEMAS[K], handlers[K]), which a plain StaffRouteName would not.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  const add = <K extends StaffRouteName>(name: K): void => {
    const route = STAFF_ROUTES[name];
    typed.route({
      method: route.method,
      url: route.path.slice(STAFF_API.length),
      schema: STAFF_SCHEMAS[name],
      handler: handlers[name],
      config: { staffAccess: route.access, staffPassive: name === 'events', ...(route.access === 'public' ? { rateLimit: limited } : {}) },
    });
  };
  for (const name of Object.keys(STAFF_ROUTES) as StaffRouteName[]) add(name);
}

async function staffPlugin(app: FastifyInstance, opts: StaffPluginOptions): Promise<void> {
  // Built on first use: an app that serves only pages (a test's) never opens the staff side.
  let built: StaffStore | null = null;
  const store = (): StaffStore => (built ??= staffStoreOn(opts.db));
  const hub = new EventHub(store, app.log);
  const registered: RegisteredStaffRoute[] = [];
  app.decorate('staffRoutes', registered);
  app.decorate('staffEvents', hub);
  app.addHook('preClose', (done) => {
    hub.close();
    done();
  });
  const ctx: StaffContext = {
    get store() {
      return store();
    },
    hub,
    staffOrigin: opts.staffOrigin ?? null,
    options: { ...DEFAULT_STAFF_OPTIONS, ...opts.options },
    markNotSpam: opts.markNotSpam,
  };
  await app.register(
    async (scope) => {
      // The session cookie (http.ts) is read and set only here: the site's answers and the forms pay nothing for it.
      await scope.register(fastifyCookie);
      registerRoutes(scope, ctx, registered);
    },
    { prefix: STAFF_API },
  );
}

export default fp(staffPlugin, { name: 'staff', fastify: '5.x' });

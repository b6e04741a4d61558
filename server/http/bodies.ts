/**
 * What a request body may be: only JSON and url-encoded bodies are forms (everything else is
 * answered 415); the listed other sites get CORS on the forms; and the forms' rate limit per client
 * address (its routes say how much, config.rateLimit; an IPv6 client counts by its /64).
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';

export async function registerBodies(app: FastifyInstance, options: { bodyLimit: number; allowedOrigins?: readonly string[] }): Promise<void> {
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: options.bodyLimit });
  if (options.allowedOrigins && options.allowedOrigins.length > 0) {
    // The listed sites' pages post with fetch and JSON: the browser asks first (preflight).
    await app.register(cors, { origin: [...options.allowedOrigins], methods: ['POST'], allowedHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'], maxAge: 600 });
  }
}

export async function registerFormRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The plugin's own key: IPv4 (also written as ::ffff:a.b.c.d) by address, IPv6 by /64, the block
    // a home or a phone gets (each of its addresses would otherwise be a bucket of its own).
    ipv6Subnet: 64,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const err = new Error(`Too many submissions from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`) as FastifyError;
      err.statusCode = context.statusCode;
      return err;
    },
  });
}

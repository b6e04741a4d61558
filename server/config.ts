/** The service's environment variables, read and checked in one place (server/README.md lists them). */
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';

export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  notifyTo: string | null;
  notifyFrom: string | null;
  forwardUrl: string | null;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  siteUrl: string | null;
  trustProxy: FastifyServerOptions['trustProxy'];
  publicDir: string;
  logLevel: string;
}

export class ConfigError extends Error {}

function nonEmpty(v: string | undefined): string | null {
  return v !== undefined && v.trim() !== '' ? v.trim() : null;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const v = nonEmpty(raw);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${v}")`);
  }
  return Number(v);
}

function url(name: string, raw: string | undefined, protocols: string[]): string | null {
  const v = nonEmpty(raw);
  if (v === null) return null;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return v;
}

/** TRUST_PROXY: unset/false: none; true; a hop count; or comma-separated proxy addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): FastifyServerOptions['trustProxy'] {
  const v = nonEmpty(raw);
  if (v === null || /^(false|0|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops; // trust the first N proxies
  }
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    port: integer('PORT', env.PORT, 8000, 0, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    notifyTo: nonEmpty(env.NOTIFY_TO),
    notifyFrom: nonEmpty(env.NOTIFY_FROM),
    forwardUrl: url('FORWARD_URL', env.FORWARD_URL, ['https:', 'http:']),
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 20, 0, 1_000_000),
    rateLimitWindowMs: integer('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, 1000, 86_400_000),
    siteUrl: url('SITE_URL', env.SITE_URL, ['https:', 'http:']),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicDir: path.resolve(nonEmpty(env.PUBLIC_DIR) ?? 'public'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
  };
}

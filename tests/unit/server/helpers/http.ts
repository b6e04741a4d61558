/**
 * Real HTTP against a listening app (no inject: light-my-request pulls an ESM-only dependency that
 * Jest's CommonJS runtime cannot load). Raw bytes back, nothing decompressed or rewritten.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildSubmission, type FormId } from '../../../../src/forms';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body parsed as JSON: what it holds is for the test to check. */
  json(): unknown;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function request(base: string, path: string, options: RequestOptions = {}): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      // The path goes out exactly as given (`//x/`, `%2e%2e`, ...), never re-parsed as a URL.
      { hostname: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: (): unknown => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** Starts the app on a free loopback port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

/** A client bound to one base URL. */
export function client(base: string) {
  return {
    get: (path: string, headers: Record<string, string> = {}) => request(base, path, { headers }),
    post: (path: string, body: string | Buffer, headers: Record<string, string>) => request(base, path, { method: 'POST', body, headers }),
  };
}

/**
 * POSTs one submission of `formId` with these values as JSON on a fresh connection; resolves with
 * the status, or 0 when the connection failed (the service is down or died mid-request).
 */
export function postSubmission(port: number, formId: FormId, values: Record<string, string | string[]>): Promise<number> {
  const body = JSON.stringify(buildSubmission(formId, values));
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: `/f/${formId}`, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

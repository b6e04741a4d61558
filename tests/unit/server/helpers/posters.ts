/** Clients that post consultations to running services until told to stop; each post has its own email. */
import { buildSubmission } from '../../../../src/forms';
import type { ServiceProcess } from './service';
import { CONSULTATION } from './values';

interface PostResult {
  email: string;
  status: number | 'error';
  /** How long the answer took. */
  ms: number;
}

export interface Posters {
  /** Acknowledged (200) posts' emails. */
  acknowledged: string[];
  results: PostResult[];
  /** Resolves when every client has finished. */
  done: Promise<void>;
  stop(): void;
}

/**
 * `clients` loops posting to the services in turn (post i goes to services[i % n]), until `total`
 * posts were made or stop() is called. Each post waits at most `timeoutMs` for its answer.
 */
export function startPosters(services: readonly Pick<ServiceProcess, 'port'>[], options: { clients: number; total?: number; tag: string; timeoutMs?: number }): Posters {
  let next = 0;
  let stopped = false;
  const p: Posters = { acknowledged: [], results: [], done: Promise.resolve(), stop: () => (stopped = true) };
  const client = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      const i = next++;
      if (options.total !== undefined && i >= options.total) return;
      const email = `${options.tag}-${i}@example.com`;
      const port = services[i % services.length].port;
      let status: PostResult['status'];
      const started = Date.now();
      try {
        const res = await fetch(`http://127.0.0.1:${port}/f/consultation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(buildSubmission('consultation', { ...CONSULTATION, email })),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'error';
      }
      p.results.push({ email, status, ms: Date.now() - started });
      if (status === 200) p.acknowledged.push(email);
    }
  };
  p.done = Promise.all(Array.from({ length: options.clients }, client)).then(() => undefined);
  return p;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopService(s: Pick<ServiceProcess, 'child' | 'exited'>, graceMs = 25_000): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), graceMs);
  await s.exited;
  clearTimeout(timer);
}

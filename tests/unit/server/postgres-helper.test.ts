import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { describePostgres } from './helpers/postgres';

/** Whether something answers on the port (loopback). */
const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits until `check` holds, for at most `ms`; whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * pg_ctl runs the server in a session of its own: a test or bench ended by Ctrl-C, a supervisor or a killed Jest
 * worker would leave it running, orphaned, with its directory, unless something outside that process stops it.
 */
describePostgres('the test PostgreSQL, when the process that started it ends without stopping it', () => {
  test.each(['SIGTERM', 'SIGINT', 'SIGKILL'] as const)('%s: the process ends by the signal, then the server stops and its directory goes', async (signal) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/hold-postgres.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const ended = once(child, 'exit');
    try {
      // Its line, or its end if it could not start one (the test then fails on what it printed, not by a timeout).
      const [line] = (await Promise.race([once(child.stdout, 'data'), ended.then(() => [Buffer.from('{}')])])) as [Buffer];
      const { dir, port } = JSON.parse(line.toString()) as { dir: string; port: number };
      expect(await answers(port)).toBe(true);
      child.kill(signal);
      const [code, by] = (await ended) as [number | null, NodeJS.Signals | null];
      expect({ code, by }).toEqual({ code: null, by: signal });
      expect(await within(20_000, async () => !fs.existsSync(dir) && !(await answers(port)))).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});

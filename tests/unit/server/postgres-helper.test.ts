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

/**
 * pg_ctl runs the server in a session of its own: a test or bench ended by Ctrl-C or a supervisor would leave it
 * running, orphaned, with its directory, unless the helper stops it first.
 */
describePostgres('the test PostgreSQL, when a signal ends the process that started it', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)('%s: the server stops first, its directory goes, and the process ends by the signal', async (signal) => {
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
      expect(fs.existsSync(dir)).toBe(false);
      expect(await answers(port)).toBe(false);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});

/**
 * The tests' own start-up of the lead service: a free port picked earlier can be taken by another test
 * file's process before the service binds it. The service then refuses to start (EADDRINUSE), and the
 * helper starts it again on another free port rather than failing the test that asked for it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/net';
import { stopService } from './helpers/posters';
import { startService } from './helpers/service';

jest.setTimeout(120_000);

test('a service whose port was taken meanwhile starts on another port and answers there', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-port-taken-'));
  const taken = await freePort();
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(taken, '127.0.0.1', resolve));
  try {
    const service = await startService({ DATA_DIR: path.join(dir, 'data'), PUBLIC_DIR: path.join(dir, 'no-site') }, taken);
    try {
      expect(service.port).not.toBe(taken);
      // This service has no site build: its pages answer 503, which is its answer and not the squatter's.
      const res = await fetch(`http://127.0.0.1:${service.port}/`);
      expect(res.status).toBe(503);
    } finally {
      await stopService(service);
    }
  } finally {
    squatter.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

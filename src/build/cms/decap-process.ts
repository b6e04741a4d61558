/**
 * The process startDecapServer (./local.ts) starts: decap-server's file-system API (its own registerLocalFs
 * middleware, on the express app decap-server itself depends on) over GIT_REPO_DIRECTORY, listening on
 * 127.0.0.1:DECAP_PORT behind the loopback guard (./loopback.ts), which checks every request before decap-server
 * sees it. decap-server's own command cannot take a guard in front of it, and a proxy in front of it would leave
 * its own port open to the same DNS rebinding; so this process serves decap's middleware itself, on the one port.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { refuseUnlessLoopback } from './loopback';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
type RegisterLocalFs = (app: Handler, options: { logLevel?: string }) => Promise<void>;

const fromDecap = createRequire(require.resolve('decap-server'));

async function main(): Promise<void> {
  const port = Number(process.env.DECAP_PORT);
  const root = process.env.GIT_REPO_DIRECTORY;
  // The port of the page the editor runs on: its origin alone may call this API.
  const editorPort = Number(process.env.EDITOR_PORT);
  if (!Number.isInteger(port) || port <= 0 || !root || !Number.isInteger(editorPort) || editorPort <= 0) throw new Error('set DECAP_PORT, EDITOR_PORT and GIT_REPO_DIRECTORY');
  const express = fromDecap('express') as () => Handler;
  const { registerLocalFs } = fromDecap('./middlewares.js') as { registerLocalFs: RegisterLocalFs };
  const app = express();
  // Reads GIT_REPO_DIRECTORY: every path of the API resolves under it, and decap-server refuses one that does not.
  await registerLocalFs(app, { logLevel: process.env.LOG_LEVEL || 'info' });
  const server = http.createServer((req, res) => {
    if (!refuseUnlessLoopback(req, res, port, { editorPort })) app(req, res);
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`decap-server (file system, ${root}) listening on http://127.0.0.1:${port}/api/v1`);
  });
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});

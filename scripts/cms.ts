/**
 * npm run cms: the browser editor on this computer, for a writer. Builds the admin (src/build/cms/build-admin.ts)
 * into a temporary folder, starts decap-server over this working copy's content/ (it writes the files the
 * writer saves, and can reach nothing else of the project) and serves the admin at http://localhost:8082/admin/
 * (CMS_PORT and DECAP_PORT change the ports). Both answer only requests addressed to this machine, and
 * decap-server only pages of the editor's own origin (src/build/cms/loopback.ts). Ctrl+C stops both. Run `npm run develop` beside it to see the saved changes on the site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdmin } from '../src/build/cms/build-admin';
import { serveAdmin, startDecapServer, type Running } from '../src/build/cms/local';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const adminPort = Number(process.env.CMS_PORT || 8082);
  const decapPort = Number(process.env.DECAP_PORT || 8081);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-admin-'));
  const running: Running[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const r of running.reverse()) await r.stop().catch((e: unknown) => { console.error(e); });
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    const decap = await startDecapServer(ROOT, decapPort, adminPort);
    running.push(decap);
    const built = await buildAdmin(dir, { project: ROOT, content: path.join(ROOT, 'content'), backend: { name: 'local', url: decap.url } });
    running.push(await serveAdmin(dir, adminPort));
    console.log(`The content editor is ready (${((built.ms) / 1000).toFixed(1)} s): open http://localhost:${adminPort}/admin/ and click "Login".`);
    console.log('It saves into content/ of this folder. Ctrl+C stops it.');
  } catch (e) {
    console.error(`npm run cms could not start: ${e instanceof Error ? e.message : String(e)}`);
    console.error('Is another `npm run cms` running? Set CMS_PORT and DECAP_PORT to other ports to run a second one.');
    await stop(1);
  }
}

void main();

/**
 * Embedded-store helpers: creating a PGlite cluster (initdb) takes seconds, so one template per
 * machine and migration set is made once and copied into a fresh temp DATA_DIR for each test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgliteStore } from '../../../../server/submissions';
import { MIGRATIONS_DIR } from '../../../../server/db/migrate';

function templateDir(): string {
  const h = crypto.createHash('sha1');
  for (const f of fs.readdirSync(MIGRATIONS_DIR).sort()) h.update(f).update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  h.update((JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
  return path.join(os.tmpdir(), `leads-test-pglite-${h.digest('hex').slice(0, 12)}`);
}

export async function pgliteTemplate(): Promise<string> {
  const dir = templateDir();
  if (fs.existsSync(path.join(dir, 'READY'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  const store = await PgliteStore.open({ dataDir: tmp, role: 'test' });
  await store.close();
  fs.writeFileSync(path.join(tmp, 'READY'), '');
  try {
    fs.renameSync(tmp, dir);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true }); // another worker made it first
  }
  return dir;
}

/** A new temp DATA_DIR holding a migrated, empty embedded store. */
export async function freshDataDir(prefix = 'leads-test-'): Promise<string> {
  const template = await pgliteTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(template, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return dir;
}

export async function openTestStore(dataDir?: string): Promise<PgliteStore> {
  return PgliteStore.open({ dataDir: dataDir ?? (await freshDataDir()), role: 'test' });
}

export function removeDir(dir: string | undefined): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

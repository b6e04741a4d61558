/**
 * The copy of the sources that the dev-server and supervisor tests start (tests/e2e/develop-server.ts)
 * links node_modules: it must refuse when the start scripts in the copy would reinstall through that link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySources } from '../e2e/develop-server';

it('refuses, saying what to run, when node_modules is older than package-lock.json (npm ci would run through the link)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-sources-'));
  try {
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(root, 'node_modules', '.package-lock.json'), old, old);
    expect(() => copySources(root)).toThrow(/node_modules is older than package-lock\.json .*run `npm ci` first/);
    fs.rmSync(path.join(root, 'node_modules', '.package-lock.json'));
    expect(() => copySources(root)).toThrow(/run `npm ci` first/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

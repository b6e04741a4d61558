/** A writable copy of content/ for tests that break it on purpose, and an editor for its YAML files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { DATA_FILE_YAML } from '../../../src/build/load-content';

export const CONTENT = path.resolve(__dirname, '../../../content');

/** The copies made by the test file that imports this module (Jest loads it once per file). */
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * content/data, content/blog and the glossaries copied to a temporary folder (no images: their check is skipped then),
 * removed when the test file ends.
 */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  copies.push(dir);
  fs.cpSync(path.join(CONTENT, 'data'), path.join(dir, 'data'), { recursive: true });
  fs.cpSync(path.join(CONTENT, 'blog'), path.join(dir, 'blog'), { recursive: true });
  for (const name of fs.readdirSync(CONTENT).filter((f) => /^glossary\.\w+\.yaml$/.test(f))) fs.copyFileSync(path.join(CONTENT, name), path.join(dir, name));
  return dir;
}

/**
 * Loads content/data/<file> of a copy, lets `change` edit it, and writes it back. The document is the
 * YAML as written, often made wrong on purpose: each test's `change` declares the part it edits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document shape: the callback's own parameter type says which
export function editYaml(dir: string, file: string, change: (doc: any) => void): void {
  const p = path.join(dir, 'data', file);
  const doc: unknown = parseYaml(fs.readFileSync(p, 'utf8'), DATA_FILE_YAML);
  change(doc);
  fs.writeFileSync(p, stringify(doc, DATA_FILE_YAML));
}

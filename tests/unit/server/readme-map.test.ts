/**
 * server/README.md's map of the service's files matches the tree: every entry of server/ has its row,
 * every name in the first column exists, and a folder's row names each of its source files and folders.
 */
import fs from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../../server');

/** The map's rows: the names of the first column, and the names the description gives in backticks. */
function mapRows(readme: string): { names: string[]; mentions: string[] }[] {
  const start = readme.indexOf('| path | what it is |');
  if (start < 0) throw new Error('server/README.md has no "| path | what it is |" table');
  const lines = readme.slice(start).split('\n').slice(2);
  const rows = lines.slice(0, lines.findIndex((l) => !l.startsWith('|')));
  const ticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return rows.map((row) => {
    const [, first, rest] = row.split('|');
    return { names: ticked(first), mentions: ticked(rest) };
  });
}

describe("server/README.md's map", () => {
  const rows = mapRows(fs.readFileSync(path.join(SERVER, 'README.md'), 'utf8'));
  const named = rows.flatMap((r) => r.names);

  it('names every entry of server/', () => {
    const entries = fs.readdirSync(SERVER, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
    expect(entries.filter((e) => e !== 'README.md' && !named.includes(e))).toEqual([]);
  });

  it('names only what exists', () => {
    expect(named.filter((n) => !fs.existsSync(path.join(SERVER, n)))).toEqual([]);
  });

  it("names each folder's source files and folders in its row", () => {
    const missing: string[] = [];
    for (const row of rows) {
      for (const folder of row.names.filter((n) => n.endsWith('/'))) {
        for (const e of fs.readdirSync(path.join(SERVER, folder), { withFileTypes: true })) {
          const name = e.isDirectory() ? `${e.name}/` : e.name;
          if (e.isDirectory() && !row.mentions.some((m) => m.startsWith(name))) missing.push(`${folder}${name}`);
          if (e.isFile() && /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') && !row.mentions.includes(e.name)) missing.push(`${folder}${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

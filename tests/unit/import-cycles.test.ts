/**
 * No import circle in src/, server/ or scripts/: a module that imports, through any chain, a module that
 * imports it back runs with the other half not yet loaded, depending on which one was asked for first.
 * Every relative import of every source file there (type imports too: a circle of types is the same
 * tangle) is read with the TypeScript compiler's own import scanner; a circle fails the test, named file
 * by file. The lead service's folders also keep their layers (server/README.md): the database layer
 * imports no feature, no feature imports another's code but its types, and config.ts, which reads the
 * environment, imports no folder of the service: the features take their settings from it, never the
 * other way round (their shapes and defaults are in settings.ts, a leaf both import); and nothing of the
 * service imports the command line (cli/), whose operations the control socket runs from control/.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(tsx?|mjs|cjs|js)$/;
const FOLDERS = ['src', 'server', 'scripts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The project's file a relative import names, or null (a package, a stylesheet, a JSON file). */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file's relative imports, as files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    graph.set(file, info.importedFiles.map((f) => resolve(file, f.fileName)).filter((f): f is string => f !== null));
  }
  return graph;
}

/** Every circle of the graph (one per strongly connected part, as one path round it), by depth-first search. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const allFiles = (): string[] => FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f)));

/** [importing folder, imported files it may not name, why] */
const LAYERS: [RegExp, RegExp, string][] = [
  [/^server\/db\//, /^server\/(submissions|staff)\//, 'the database layer knows no feature'],
  [/^server\/staff\//, /^server\/submissions\/(?!types\.ts$)/, 'the staff feature takes what it needs of the submissions from the app, not their code'],
  [/^server\/submissions\//, /^server\/staff\//, 'the submissions feature does not reach into the staff feature'],
  [/^server\/(?!cli\/)/, /^server\/cli\//, "the service runs none of the command line's code: what both run is in control/"],
  [/^server\/(config|settings)\.ts$/, /^server\/[^/]+\//, 'the environment is read for the features, not from them: config.ts and settings.ts import no folder of the service'],
];

function layerBreaches(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    const from = path.relative(ROOT, file);
    for (const [folder, forbidden, why] of LAYERS) {
      if (!folder.test(from)) continue;
      for (const target of imports.map((f) => path.relative(ROOT, f))) if (forbidden.test(target)) out.push(`${from} -> ${target}: ${why}`);
    }
  }
  return out;
}

describe('imports in src/, server/ and scripts/', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads the imports of the real files (the loader imports the placeholder check)', () => {
    const graph = importGraph(sourceFiles(path.join(ROOT, 'src')));
    const loader = graph.get(path.join(ROOT, 'src/build/load-content.ts')) ?? [];
    expect(loader).toContain(path.join(ROOT, 'src/content/fill-content.ts'));
    expect(graph.get(path.join(ROOT, 'src/content/fill-content.ts'))).not.toContain(path.join(ROOT, 'src/build/load-content.ts'));
  });

  it("reads the service's and the scripts' imports too (the app imports the staff plugin, serve.mjs the shared helpers)", () => {
    const graph = importGraph(allFiles());
    expect(graph.get(path.join(ROOT, 'server/app.ts'))).toContain(path.join(ROOT, 'server/staff/plugin.ts'));
    expect(graph.get(path.join(ROOT, 'scripts/serve.mjs'))).toContain(path.join(ROOT, 'scripts/lib.mjs'));
  });

  it('has no circle', () => {
    const cycles = findCycles(importGraph(allFiles()));
    expect(cycles.map((c) => c.map((f) => path.relative(ROOT, f)).join(' -> '))).toEqual([]);
  });

  it('finds a layer breach when there is one (the check itself)', () => {
    const graph = new Map([[path.join(ROOT, 'server/db/x.ts'), [path.join(ROOT, 'server/staff/store.ts')]]]);
    expect(layerBreaches(graph)).toEqual(['server/db/x.ts -> server/staff/store.ts: the database layer knows no feature']);
    const config = new Map([[path.join(ROOT, 'server/config.ts'), [path.join(ROOT, 'server/redact.ts'), path.join(ROOT, 'server/http/limits.ts')]]]);
    expect(layerBreaches(config)).toEqual([
      'server/config.ts -> server/http/limits.ts: the environment is read for the features, not from them: config.ts and settings.ts import no folder of the service',
    ]);
  });

  it("keeps the lead service's layers", () => {
    expect(layerBreaches(importGraph(allFiles()))).toEqual([]);
  });
});

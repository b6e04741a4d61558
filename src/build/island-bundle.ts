/**
 * The islands' browser scripts, built with esbuild after Gatsby's build into public/islands/: one entry per
 * set of islands a page has (the home page's, a service page's, …), whose code imports the runtime
 * (src/islands/runtime.tsx) and those islands' components (a form's when it is hydrated); what they share
 * (React, Emotion, the form library) is split into chunks they import, cached across pages. Every file is named by its content's hash
 * (served immutable). 'gatsby' is the islands' own stand-in (src/islands/gatsby-shim.tsx): Gatsby's runtime
 * is on no page with islands. `process.env.GATSBY_*` are written in, as webpack does for Gatsby's bundles.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { build, type Metafile, type Plugin } from 'esbuild';
import { ISLANDS, type IslandName } from '../islands/registry';

/** Where the scripts are written, under public/. */
const ISLANDS_DIR = 'islands';

/** What a page with a set of islands loads: its entry, and every chunk its islands may need (fetched ahead, run when needed). */
export interface IslandScripts {
  entry: string;
  chunks: string[];
}

/** The key of a set of islands: its names, sorted, joined. */
export const islandSetKey = (names: Iterable<string>): string => [...new Set(names)].sort().join(' ');

function isIsland(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/**
 * The two modules of one set: its start (./start.ts, run at once), which fetches the other, the set's code
 * (the runtime and each island's component), when the first island is needed. A form (`approach`) is
 * imported apart, when that island is hydrated: the form library, its validator and its field table are about
 * a third of the home page's code, and the offer popup, hydrated soon after the home page's load, would
 * otherwise bring them with it. Every other island's code is small; split apart too, each page would fetch
 * ahead four to five times as many files (the home page 41 instead of 9).
 */
function entrySource(root: string, kind: 'start' | 'code', key: string): string {
  if (kind === 'start') {
    return `import { startIslands } from ${JSON.stringify(path.join(root, 'src/islands/start.ts'))};\nvoid startIslands(() => import(${JSON.stringify(`island-code:${key}`)}));\n`;
  }
  const names = key.split(' ');
  const imports: string[] = [];
  const components = names.map((name, i) => {
    if (!isIsland(name)) throw new Error(`A page names an island "${name}" that src/islands/registry.ts does not have`);
    const [file, exported, when] = ISLANDS[name];
    const module = JSON.stringify(path.join(root, 'src', file));
    if (when === 'approach') return `${JSON.stringify(name)}: () => import(${module}).then((m) => m.${exported})`;
    imports.push(`import { ${exported} as c${i} } from ${module};`);
    return `${JSON.stringify(name)}: () => Promise.resolve(c${i})`;
  });
  return `${imports.join('\n')}\nexport { hydrateIsland } from ${JSON.stringify(path.join(root, 'src/islands/runtime.tsx'))};\nexport const components = { ${components.join(', ')} };\n`;
}

function plugins(root: string): Plugin[] {
  return [
    {
      name: 'islands',
      setup(b) {
        b.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(root, 'src/islands/gatsby-shim.tsx') }));
        // `island-set:<key>` and `island-code:<key>` are a set's two modules, each in a namespace of its own
        // (esbuild then names an output's entryPoint `island-set:<key>`).
        b.onResolve({ filter: /^island-(set|code):/ }, (args) => {
          const [namespace, ...key] = args.path.split(':');
          return { path: key.join(':'), namespace };
        });
        for (const kind of ['set', 'code'] as const) {
          b.onLoad({ filter: /.*/, namespace: `island-${kind}` }, (args) => ({
            contents: entrySource(root, kind === 'set' ? 'start' : 'code', args.path),
            resolveDir: root,
            loader: 'js',
          }));
        }
      },
    },
  ];
}

/**
 * What the code reads of `process.env`, written in as Gatsby's webpack does: every GATSBY_ variable of the build's
 * environment, and any other name as undefined (`process.env` is an empty object).
 */
function defines(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = { 'process.env': '{}', 'process.env.NODE_ENV': '"production"', 'process.env.BUILD_STAGE': '"build-javascript"' };
  for (const [name, value] of Object.entries(env)) if (name.startsWith('GATSBY_') && value !== undefined) out[`process.env.${name}`] = JSON.stringify(value);
  return out;
}

/** The files an output imports at once, directly or through another one (`seen`: the files found so far). */
function staticClosure(metafile: Metafile, output: string, seen: Set<string>): Set<string> {
  // metafile.outputs is typed as a total record; an output esbuild did not write has no entry.
  const imports = (metafile.outputs[output] as Metafile['outputs'][string] | undefined)?.imports ?? [];
  for (const imported of imports) {
    if (imported.external || imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticClosure(metafile, imported.path, seen);
  }
  return seen;
}

/** The files an output imports when asked (`import()`), not marked external. */
const dynamicImportsOf = (metafile: Metafile, output: string): string[] =>
  metafile.outputs[output].imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path);

/**
 * What a set's islands need beyond its start script: the set's code module (the start's one dynamic import),
 * each island's component module (the code's dynamic imports), and everything each of them imports at once.
 * Code an island fetches later itself is not in it.
 */
function codeFilesOf(metafile: Metafile, start: string): string[] {
  const code = dynamicImportsOf(metafile, start);
  if (code.length !== 1) throw new Error(`The islands' start ${start} imports ${code.length} code modules when asked, not 1`);
  const started = staticClosure(metafile, start, new Set());
  const files = new Set<string>();
  for (const file of [code[0], ...dynamicImportsOf(metafile, code[0])]) {
    files.add(file);
    for (const imported of staticClosure(metafile, file, new Set())) files.add(imported);
  }
  return [...files].filter((file) => !started.has(file));
}

/**
 * Builds one script per set of islands into public/islands/ (replacing an earlier build's) and returns, by
 * set key (islandSetKey), what a page with that set loads.
 */
export async function buildIslandScripts(root: string, env: Record<string, string | undefined>, islandSets: Iterable<readonly string[]>): Promise<Map<string, IslandScripts>> {
  const pub = path.join(root, 'public');
  const out = path.join(pub, ISLANDS_DIR);
  await rm(out, { recursive: true, force: true });
  const keys = [...new Set([...islandSets].filter((names) => names.length > 0).map(islandSetKey))];
  const result = new Map<string, IslandScripts>();
  if (keys.length === 0) return result;
  const built = await build({
    entryPoints: Object.fromEntries(keys.map((key, i) => [`page-${i}`, `island-set:${key}`])),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    outdir: out,
    absWorkingDir: root,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    define: defines(env),
    plugins: plugins(root),
    metafile: true,
    logLevel: 'silent',
  });
  const toUrl = (file: string) => `/${path.relative(pub, path.resolve(root, file)).split(path.sep).join('/')}`;
  for (const [file, output] of Object.entries(built.metafile.outputs)) {
    const key = output.entryPoint?.startsWith('island-set:') ? output.entryPoint.slice('island-set:'.length) : undefined;
    if (key !== undefined) result.set(key, { entry: toUrl(file), chunks: codeFilesOf(built.metafile, file).map(toUrl) });
  }
  for (const key of keys) if (!result.has(key)) throw new Error(`esbuild wrote no entry for the islands "${key}"`);
  return result;
}

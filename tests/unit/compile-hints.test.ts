/**
 * The compile hint on the start-up scripts (src/startup/compile-hints, plugins/gatsby-plugin-site-build/compile-hints):
 * a real webpack production build (minified by terser, with source maps) of an `app` entry, a page
 * component chunk as Gatsby names it and a part fetched later; then the check the post-build step runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CompileHintsPlugin } from '../../plugins/gatsby-plugin-site-build/compile-hints';
import { COMPILE_HINT, checkCompileHints, startupScripts } from '../../src/startup/compile-hints';

describe('CompileHintsPlugin in a webpack production build', () => {
  let dir: string;
  let stats: webpack.StatsCompilation;
  const out = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    const src = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
    src('app.js', `export function start() { console.log("starting the app"); return import(/* webpackChunkName: "component---src-pages-index-tsx" */ './page.js'); }\nstart();\n`);
    src('page.js', `export function Page() { console.log("the page renders"); return import('./later.js'); }\n`);
    src('later.js', `export function later() { console.log("a part fetched on approach"); }\n`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './app.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      devtool: 'source-map',
      plugins: [new CompileHintsPlugin()],
    });
    stats = await new Promise<webpack.StatsCompilation>((resolve, reject) =>
      compiler.run((err, result) => {
        if (err || !result || result.hasErrors()) reject(err ?? new Error(result?.toString('errors-only') ?? 'no result'));
        else resolve(result.toJson({ assets: true, chunkGroups: true }));
      }),
    );
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the hint at the very top of the entry and of the page component chunk, after minification', () => {
    const scripts = startupScripts(stats.assetsByChunkName ?? {});
    expect(scripts.map((f) => f.replace(/-[0-9a-f]+\.js$/, ''))).toEqual(['app', 'component---src-pages-index-tsx']);
    for (const file of scripts) {
      expect(out(file).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(out(file)).not.toContain('function start() {'); // minified: the hint survived terser, it was not added before it
    }
  });

  it('leaves a part fetched later to compile lazily', () => {
    const js = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js'));
    const later = js.filter((f) => out(f).includes('a part fetched on approach'));
    expect(later).toHaveLength(1);
    expect(out(later[0]).startsWith('//#')).toBe(false);
  });

  it('keeps the source maps true to the served file', () => {
    const file = startupScripts(stats.assetsByChunkName ?? {}).find((f) => f.startsWith('app-'));
    if (!file) throw new Error('no app script');
    const code = out(file);
    const at = code.indexOf('starting the app');
    const before = code.slice(0, at);
    const map = JSON.parse(out(`${file}.map`)) as RawSourceMap;
    const original = new SourceMapConsumer(map).originalPositionFor({ line: before.split('\n').length, column: at - before.lastIndexOf('\n') - 1 });
    expect(original.source).toMatch(/app\.js$/);
    expect(original.line).toBe(1);
  });
});

describe('checkCompileHints (the post-build check)', () => {
  const groups = { app: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js'], 'component---src-pages-index-tsx': ['commons-4.js', 'component---src-pages-index-tsx-5.js', 'styles.css'], forms: ['forms-6.js'] };
  const hinted = (file: string) => (file.startsWith('forms') ? 'x' : `${COMPILE_HINT}\n/*! licence */\n!function(){}();`);

  it('counts the start-up scripts of the app entry and the page components (not the parts fetched later, not CSS)', () => {
    expect(checkCompileHints(groups, hinted)).toBe(5);
  });

  it('fails naming every start-up script without the hint at its top, or missing', () => {
    const read = (file: string) => (file === 'framework-2.js' ? `/*! licence */\n${COMPILE_HINT}\n` : file === 'commons-4.js' ? null : hinted(file));
    expect(() => checkCompileHints(groups, read)).toThrow(/do not begin with "\/\/# allFunctionsCalledOnLoad": commons-4\.js, framework-2\.js \(/);
  });

  it("fails when webpack's list names no start-up group at all (Gatsby's output changed)", () => {
    expect(() => checkCompileHints({ main: ['main-1.js'] }, hinted)).toThrow(/names no start-up scripts/);
  });
});

/**
 * Writes the browser editor into a folder (public/admin/ by the build, a temporary folder by `npm run cms`
 * and the editor's test): index.html (noindex), Decap CMS's prebuilt bundle and its chunks copied from
 * node_modules/decap-cms/dist, the Gurmukhi and Devanagari faces of the translations, admin.js (src/cms/admin.ts bundled by esbuild), config.json (./admin-data) and
 * csp.txt, the editor's Content-Security-Policy (./admin-csp.ts).
 * Nothing of it is part of Gatsby's webpack build, so public pages neither load nor prefetch it. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { loadContent } from '../load-content';
import { adminData } from '../../content/cms/admin-data';
import { ADMIN_SCRIPT_FONTS } from '../../content/cms/preview-css';
import type { CmsBackend } from '../../content/cms/config';
import { ADMIN_CSP_FILE, ADMIN_INLINE_START, adminCsp } from './admin-csp';

/** Paths from the root: the lead service answers /admin/ without its slash, where relative ones would miss. */
const ADMIN_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · Forge 24 Fitness</title>
<script>${ADMIN_INLINE_START}</script>
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/admin.js"></script>
</body>
</html>
`;

export interface AdminBuild {
  dir: string;
  ms: number;
  bytes: number;
}

/** Decap's files: its main bundle, the chunks it loads on demand and their WebAssembly. */
function decapFiles(dist: string): string[] {
  return fs.readdirSync(dist).filter((f) => f === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(f) || f.endsWith('.wasm'));
}

export interface AdminOptions {
  /** The project (its node_modules and src/cms). Given, not derived from this file's place: Gatsby runs a compiled copy. */
  project: string;
  /** The content/ folder the configuration is generated from (the next post id, the facts, the plans). */
  content: string;
  backend: CmsBackend;
  /** The site's address; the content's settings.yaml siteUrl when left out. */
  siteUrl?: string;
}

/** Builds the admin into `dir` (made if missing). */
export async function buildAdmin(dir: string, options: AdminOptions): Promise<AdminBuild> {
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const dist = path.join(options.project, 'node_modules', 'decap-cms', 'dist');
  let bytes = 0;
  for (const f of decapFiles(dist)) {
    fs.copyFileSync(path.join(dist, f), path.join(dir, f));
    bytes += fs.statSync(path.join(dir, f)).size;
  }
  // The translations' scripts (src/content/cms/preview-css.ts), from the fonts' packages.
  for (const f of ADMIN_SCRIPT_FONTS) {
    fs.copyFileSync(path.join(options.project, 'node_modules', f.packageName, 'files', f.file), path.join(dir, f.file));
    bytes += fs.statSync(path.join(dir, f.file)).size;
  }
  await build({
    entryPoints: [path.join(options.project, 'src', 'cms', 'admin.ts')],
    outfile: path.join(dir, 'admin.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    logLevel: 'warning',
  });
  const content = loadContent(options.content);
  const data = adminData(content, options.backend, options.siteUrl || content.data['settings.yaml'].siteUrl);
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(data));
  fs.writeFileSync(path.join(dir, 'index.html'), ADMIN_HTML);
  fs.writeFileSync(path.join(dir, ADMIN_CSP_FILE), adminCsp(options.backend));
  for (const f of ['admin.js', 'config.json', 'index.html', ADMIN_CSP_FILE]) bytes += fs.statSync(path.join(dir, f)).size;
  return { dir, ms: Date.now() - started, bytes };
}

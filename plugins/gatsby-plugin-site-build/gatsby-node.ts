/**
 * The site's own build steps, in Gatsby's lifecycle, so `gatsby build` alone makes the whole site:
 *
 * - onPreBootstrap: renders the brand art the content references and is missing (./brand-art.ts), before
 *   gatsby-source-filesystem reads content/images. Existing files are never touched. Then the content check
 *   (./site-content.ts), which stops the build on a problem, and the Punjabi and Hindi faces cut down to the
 *   site's characters (./script-fonts.ts).
 * - createSchemaCustomization, createResolvers, sourceNodes, onCreateNode: the content in the data layer, one
 *   node per data file and language, the posts' publishing fields, and under `gatsby develop` the check again
 *   after every change to content/ (./content-nodes.ts). The site's gatsby-node.ts makes the pages from them.
 * - onCreateWebpackConfig: the browser build's start-up scripts begin with V8's compile hint
 *   (./compile-hints.ts, src/startup/compile-hints); the head's inline scripts are built from TypeScript
 *   for the HTML renderer (./head-scripts.ts); the cut-down faces go into the renderer's bundle; the dev
 *   server keeps no webpack cache on disk.
 * - onPreBuild: jQuery for the booking page, from the npm package into public/vendor/.
 * - onPostBuild: writes sitemap.xml, robots.txt, manifest.webmanifest and rss.xml, builds each page's islands'
 *   scripts and starts every page with its own (src/islands; the staff inbox with Gatsby's runtime), then hashes each page's inline scripts into
 *   csp.json (plugins/gatsby-plugin-site-build/csp-hashes), which the lead service reads; last, the content editor into public/admin/
 *   (src/build/cms/build-admin.ts: outside webpack, so no page loads it; not in csp.json, sitemap or robots' pages);
 *   then every text file's brotli and gzip copy beside it, which the lead service sends from its first request.
 *
 * The styles are moved into the head while each page renders (./gatsby-ssr.tsx).
 */
import type { GatsbyNode } from 'gatsby';
import { copyFile, mkdir } from 'node:fs/promises';
import { writePostBuildFiles } from './post-build';
import { CompileHintsPlugin } from './compile-hints';
import { isOff } from '../../src/startup/switches';
import { buildHeadScripts } from './head-scripts';
import path from 'node:path';
import { buildAdmin } from '../../src/build/cms/build-admin';
import { productionBackend } from '../../src/content/cms/admin-data';
import { writeCompressedSiblings } from '../../src/build/compressed-siblings';
import { isBuildInternal } from '../../server/static';
import { JQUERY_PACKAGE_FILE, JQUERY_PUBLIC_PATH } from '../../src/lib/booking';
import { rootOf } from './root';
import { renderMissingBrandArt } from './brand-art';
import { readContent, setContent } from './site-content';
import { copyScriptFontLicences, scriptFontDefinitions, subsetScriptFonts } from './script-fonts';

export { createResolvers, createSchemaCustomization, onCreateNode, onPostBootstrap, sourceNodes } from './content-nodes';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }, options) => {
  const root = rootOf(options);
  await renderMissingBrandArt(root, reporter);
  try {
    await copyScriptFontLicences(root);
    const read = await readContent(root, reporter);
    if ('problems' in read) reporter.panic(read.problems);
    else {
      setContent(read.content);
      await subsetScriptFonts(root, read.content, reporter);
    }
  } catch (e) {
    reporter.panic((e as Error).message);
  }
};

/**
 * Babel's `compact: "auto"` prints a note for every module over 500 KB (the blog-post template with an MDX
 * post compiled into it is one per post); Gatsby's reporter shows each note as an ERROR, in develop and
 * in build alike. `compact: false` keeps Babel's output as it is (the browser build is minified later
 * anyway), so the notes never come.
 */
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  actions.setBabelOptions({ options: { compact: false } });
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }, options) => {
  // The dev server keeps no webpack cache on disk: Gatsby's (a 4 GB pack for this site's two development
  // stages) costs more to write and read than it saves. Measured one after the other on one machine, until
  // the dev server was ready: a first start 139 s with it and 97 s without, a restart 100 s with it and
  // 63 s without (Babel's own cache, .cache/webpack/babel, stays).
  if (stage === 'develop' || stage === 'develop-html') actions.setWebpackConfig({ cache: false });
  if (stage === 'build-javascript' && !isOff('compile-hints')) actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
  // Gatsby types its webpack plugin factories as Function; `define` is webpack's DefinePlugin.
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  // The head's inline scripts, built from TypeScript for the HTML renderer (./head-scripts.ts), in the
  // production build and the dev server alike.
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [define({ __SITE_HEAD_SCRIPTS__: JSON.stringify(buildHeadScripts(rootOf(options))) })] });
  }
  // The cut-down script faces (written in onPreBootstrap) into the HTML renderer's bundle, and in development
  // the browser's (./script-fonts.ts).
  const faces = scriptFontDefinitions(stage, rootOf(options));
  if (faces) actions.setWebpackConfig({ plugins: [define(faces)] });
};

/**
 * The booking page loads jQuery from our own origin, never a public CDN (spec 2.12): the build
 * copies it from the npm package `jquery` to public/vendor/jquery-<version>.min.js. Before the pages
 * are built, so that this plugin's last step (its compressed copies) finds it in place.
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async ({ reporter }, options) => {
  const root = rootOf(options);
  const from = path.join(root, 'node_modules', 'jquery', JQUERY_PACKAGE_FILE);
  const to = path.join(root, 'public', JQUERY_PUBLIC_PATH);
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
  reporter.info(`Copied jQuery to public${JQUERY_PUBLIC_PATH}`);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }, options) => {
  try {
    const root = rootOf(options);
    for (const line of await writePostBuildFiles(root, process.env)) reporter.info(line);
    const backend = productionBackend(process.env);
    const admin = await buildAdmin(path.join(root, 'public', 'admin'), { project: root, content: path.join(root, 'content'), backend, siteUrl: process.env.SITE_URL });
    reporter.info(`the content editor at /admin/ (Decap CMS, backend ${backend.name}, editorial workflow): ${(admin.bytes / 1e6).toFixed(1)} MB in ${admin.ms} ms`);
    // Last, so that every compressed copy is newer than its original (src/build/compressed-siblings.ts).
    const started = Date.now();
    const packed = await writeCompressedSiblings(path.join(root, 'public'), isBuildInternal);
    reporter.info(`${packed.files} text files written compressed beside themselves (.br, .gz; ${(packed.bytes / 1e6).toFixed(1)} MB → ${(packed.brBytes / 1e6).toFixed(1)} MB with brotli) in ${Date.now() - started} ms`);
  } catch (e) {
    reporter.panic(`The site's post-build step failed: ${(e as Error).message}`, e as Error);
  }
};

/**
 * The site's own build steps, in Gatsby's lifecycle, so `gatsby build` alone makes the whole site:
 *
 * - onPreBootstrap: renders the brand art the content references and is missing (scripts/images), before
 *   gatsby-source-filesystem reads content/images. Existing files are never touched.
 * - onCreateWebpackConfig: the browser build's start-up scripts begin with V8's compile hint
 *   (./compile-hints.ts, src/startup/compile-hints); the head's inline scripts are built from TypeScript
 *   for the HTML renderer (./head-scripts.ts).
 * - onPostBuild: writes sitemap.xml, robots.txt, manifest.webmanifest and rss.xml, makes every page load
 *   its bundles after the first paint (src/startup/after-paint), then hashes each page's inline scripts into
 *   csp.json (plugins/gatsby-plugin-site-build/csp-hashes), which the lead service reads; last, the content editor into public/admin/
 *   (src/build/cms/build-admin.ts: outside webpack, so no page loads it; not in csp.json, sitemap or robots' pages);
 *   then every text file's brotli and gzip copy beside it, which the lead service sends from its first request.
 *
 * The styles are moved into the head while each page renders (./gatsby-ssr.tsx).
 */
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { generateImages, summary } from '../../scripts/images/generate';
import { writePostBuildFiles } from './post-build';
import { CompileHintsPlugin } from './compile-hints';
import { isOff } from '../../src/startup/switches';
import { buildHeadScripts } from './head-scripts';
import path from 'node:path';
import { buildAdmin } from '../../src/build/cms/build-admin';
import { productionBackend } from '../../src/content/cms/admin-data';
import { writeCompressedSiblings } from '../../src/build/compressed-siblings';
import { isBuildInternal } from '../../server/static';

/**
 * The project's root, given by gatsby-config.ts (`options.root`): this file runs from Gatsby's compiled
 * copy under .cache/, so its own location says nothing about where the project is.
 */
function rootOf(options: PluginOptions): string {
  if (typeof options.root !== 'string' || !options.root) throw new Error('gatsby-plugin-site-build needs the project root as its "root" option');
  return options.root;
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }, options) => {
  const result = await generateImages({ root: rootOf(options), warn: (m) => { reporter.warn(m); } });
  if (result.failed.length) {
    reporter.panic(`Brand art could not be rendered:\n  ${result.failed.map((f) => `${f.image}: ${f.error}`).join('\n  ')}`);
  }
  reporter.info(summary(result));
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
  if (stage === 'build-javascript' && !isOff('compile-hints')) actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
  // The head's inline scripts, built from TypeScript for the HTML renderer (./head-scripts.ts), in the
  // production build and the dev server alike.
  if (stage === 'build-html' || stage === 'develop-html') {
    // Gatsby types its webpack plugin factories as Function; `define` is webpack's DefinePlugin.
    const define = plugins.define as (definitions: Record<string, string>) => unknown;
    actions.setWebpackConfig({ plugins: [define({ __SITE_HEAD_SCRIPTS__: JSON.stringify(buildHeadScripts(rootOf(options))) })] });
  }
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

/**
 * Rewrites a built page to start with its islands (./runtime.tsx) instead of Gatsby's runtime: run over
 * public/ after Gatsby's build (plugins/gatsby-plugin-site-build/post-build.ts).
 *
 * Gatsby ends every page with its runtime's scripts: the page's path, the map of every page's chunks, the
 * compilation's hash and its bundle tags (or, on a page an earlier build rewrote, this step's own tag). They
 * all go; in their place, for a page with islands, its islands' start script, and a prefetch of what its
 * islands may need: their code and the page's query result. Throws, naming the page, when Gatsby's scripts are not what it expects.
 */

/** The islands' script tag: marked, so a page an earlier build rewrote is recognised. */
const ISLANDS_TAG = /<link rel="prefetch" crossorigin="anonymous" href="[^"<>]+" data-islands=""\/>|<script type="module" async="" id="islands" src="[^"<>]+"><\/script>/g;

/** Each of Gatsby's own runtime scripts at the end of a page, exactly as Gatsby 5 writes them. */
const GATSBY_SCRIPTS: readonly RegExp[] = [
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"<>]*";\/\*\]\]>\*\/<\/script>/,
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*<\/script>/,
  /<script>window\.___webpackCompilationHash="[0-9a-f]+";<\/script>/,
];

/** Gatsby's bundle tags, or the after-paint loader an earlier build put in their place. */
const BUNDLES = /(?:<script src="\/[^"<>]+\.js" async(?:="")?><\/script>)+|<script id="after-paint">[^<]*<\/script>/;

/** What a page with islands loads: its script, the chunks the script imports, its query result. */
export interface IslandPageScripts {
  entry: string;
  chunks: readonly string[];
  pageDataUrl: string;
}

export function startWithIslands(html: string, page: string, scripts: IslandPageScripts | null): string {
  // A page an earlier build rewrote: its tags give way to this build's, in their place.
  const earlier = html.search(ISLANDS_TAG);
  let out = html.replace(ISLANDS_TAG, '');
  const rewritten = earlier >= 0;
  for (const pattern of GATSBY_SCRIPTS) {
    if (!pattern.test(out)) {
      if (rewritten) continue;
      throw new Error(`${page}: Gatsby's script matching ${pattern.source} is not in the page; Gatsby's output has changed (src/islands/page-scripts.ts)`);
    }
    out = out.replace(pattern, '');
  }
  const bundles = BUNDLES.exec(out);
  // The islands' code and the page's data are fetched ahead, at the lowest priority, and run only when needed.
  const tags = scripts
    ? [scripts.pageDataUrl, ...scripts.chunks].map((url) => `<link rel="prefetch" crossorigin="anonymous" href="${url}" data-islands=""/>`).join('') +
      // async: a start script that is slow to come never holds back DOMContentLoaded (it waits for it itself).
      `<script type="module" async="" id="islands" src="${scripts.entry}"></script>`
    : '';
  if (bundles) return out.slice(0, bundles.index) + tags + out.slice(bundles.index + bundles[0].length);
  if (!rewritten) throw new Error(`${page}: no Gatsby bundle tag to replace matching ${BUNDLES.source}; Gatsby's output has changed (src/islands/page-scripts.ts)`);
  return out.slice(0, earlier) + tags + out.slice(earlier);
}

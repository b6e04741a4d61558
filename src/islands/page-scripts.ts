/**
 * Rewrites a built page to start with its islands (./runtime.tsx) instead of Gatsby's runtime: run over
 * public/ after Gatsby's build (plugins/gatsby-plugin-site-build/post-build.ts).
 *
 * Gatsby ends every page with its runtime's scripts: the page's path, then its scripts' slice (the map of every
 * page's chunks, the compilation's hash and its bundle tags). They all go (on a page an earlier build rewrote, this
 * step's own tags); in their place, for a page with islands, its islands' start script, and a prefetch of what its
 * islands may need: their code and the page's query result. Throws, naming the page, when Gatsby's scripts are not what it expects.
 */

/** The islands' tags: marked, so a page an earlier build rewrote is recognised. */
const ISLANDS_TAG = /<link rel="prefetch" crossorigin="anonymous" href="[^"<>]+" data-islands=""\/>|<script type="module" async="" id="islands" src="[^"<>]+"><\/script>/g;

/** The page's path, which Gatsby 5 writes into every page it renders, before its scripts' slice. */
const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"<>]*";\/\*\]\]>\*\/<\/script>/;

/**
 * Gatsby 5's `_gatsby-scripts` slice, the same in every page: its markers, and between them the map of every
 * page's chunks, the compilation's hash and the bundle tags. It goes whole, markers too: where the markers
 * stay, a later build that does not render the page again stitches the slice back into it (Gatsby's
 * `stitchSliceForAPage`), and the page would load Gatsby's runtime again.
 */
const SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/;
const SLICE_SCRIPTS: readonly RegExp[] = [
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*<\/script>/,
  /<script>window\.___webpackCompilationHash="[0-9a-f]+";<\/script>/,
  /(?:<script src="\/[^"<>]+\.js" async(?:="")?><\/script>)+/,
];

/** Where this build's tags go while the page is taken apart (a character no HTML page carries). */
const PLACE = '\u0000';

const changed = (page: string, what: string, pattern: RegExp) =>
  new Error(`${page}: ${what} matching ${pattern.source} is not in the page; Gatsby's output has changed (src/islands/page-scripts.ts)`);

/** What a page with islands loads: its script, the chunks the script imports, its query result. */
export interface IslandPageScripts {
  entry: string;
  chunks: readonly string[];
  pageDataUrl: string;
}

/**
 * The scripts' slice as Gatsby wrote it must hold its three scripts and nothing else; in a page an earlier build
 * rewrote (`rewritten`) it may be empty.
 */
function checkScriptsSlice(inside: string, page: string, rewritten: boolean): void {
  let rest = inside;
  for (const pattern of SLICE_SCRIPTS) {
    if (pattern.test(rest)) rest = rest.replace(pattern, '');
    else if (!rewritten) throw changed(page, "Gatsby's scripts slice's script", pattern);
  }
  rest = rest.replace(PLACE, '').trim();
  if (rest) throw new Error(`${page}: Gatsby's scripts slice holds more than this step knows (${rest.slice(0, 120)}); Gatsby's output has changed (src/islands/page-scripts.ts)`);
}

export function startWithIslands(html: string, page: string, scripts: IslandPageScripts | null): string {
  if (html.includes(PLACE)) throw new Error(`${page}: the page has a NUL character`);
  // A page an earlier build rewrote: its tags give way to this build's, in their place.
  const rewritten = html.search(ISLANDS_TAG) >= 0;
  let first = true;
  let out = html.replace(ISLANDS_TAG, () => (first ? ((first = false), PLACE) : ''));
  if (PAGE_PATH.test(out)) out = out.replace(PAGE_PATH, '');
  // Neither it nor this step's tags: a page neither as Gatsby renders it nor as this step leaves it.
  else if (!rewritten) throw new Error(`${changed(page, "Gatsby's script", PAGE_PATH).message}; or public/ holds a page an older build of this step left: \`npx gatsby clean\`, then build`);
  const slice = SCRIPTS_SLICE.exec(out);
  if (slice) {
    checkScriptsSlice(slice[2], page, rewritten);
    const keep = !rewritten || slice[2].includes(PLACE) ? PLACE : '';
    out = out.slice(0, slice.index) + keep + out.slice(slice.index + slice[0].length);
  } else if (!rewritten) throw changed(page, "Gatsby's scripts slice", SCRIPTS_SLICE);
  // The islands' code and the page's data are fetched ahead, at the lowest priority, and run only when needed.
  const tags = scripts
    ? [scripts.pageDataUrl, ...scripts.chunks].map((url) => `<link rel="prefetch" crossorigin="anonymous" href="${url}" data-islands=""/>`).join('') +
      // async: a start script that is slow to come never holds back DOMContentLoaded (it waits for it itself).
      `<script type="module" async="" id="islands" src="${scripts.entry}"></script>`
    : '';
  return out.replace(PLACE, () => tags);
}

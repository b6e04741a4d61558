/**
 * The start-up bundles ask the browser to compile them while they download.
 *
 * V8 compiles a script's top level when it arrives, on the thread that streams it in, but each function
 * inside only when it is first called, on the main thread. Almost every function of the framework, the
 * app bundle and a page's own chunks is called while the page starts (React hydrating the page), so on a
 * phone that lazy compilation was a large part of the long tasks between the first paint and the page
 * answering taps. A file that begins with the magic comment below has all of its functions compiled
 * eagerly, on the streaming thread (Chromium's per-file explicit compile hints; other browsers ignore
 * the comment). Measured on the home page, eight cold loads each way: evaluating the framework bundle
 * took a median of 9-15 ms of the main thread instead of 24-35 ms, unthrottled (docs/performance.md).
 *
 * Only the files every page needs to start carry it: Gatsby's `app` entry (runtime, framework, app) and
 * each page component's chunk group. Code fetched later for one part (the forms on approach, the promo
 * offer, the toasts) is left to compile lazily: eager compilation of code that may never run costs the
 * phone time and memory.
 */

/** The per-file compile hint, as Chromium recognises it at the start of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Gatsby's chunk groups that a page runs as it starts: the `app` entry and every page component's group. */
export function isStartupGroup(name: string | null | undefined): boolean {
  return name === 'app' || (typeof name === 'string' && name.startsWith('component---'));
}

/** The JavaScript files of the start-up groups, from webpack's `assetsByChunkName` (each group's files). */
export function startupScripts(assetsByChunkName: Record<string, readonly string[]>): string[] {
  const files = new Set<string>();
  for (const [name, assets] of Object.entries(assetsByChunkName)) {
    if (isStartupGroup(name)) for (const file of assets) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/**
 * Checks the built start-up scripts: each must begin with the hint. `read` gives a file's first bytes,
 * or null when it is missing. Throws naming every file that does not, so a change of Gatsby, webpack or
 * the minifier that drops or moves the comment fails the build instead of silently slowing the phone.
 */
export function checkCompileHints(assetsByChunkName: Record<string, readonly string[]>, read: (file: string) => string | null): number {
  const scripts = startupScripts(assetsByChunkName);
  if (scripts.length === 0) throw new Error('webpack.stats.json names no start-up scripts (no "app" or "component---" chunk group): Gatsby\'s output has changed (src/startup/compile-hints.ts)');
  const missing = scripts.filter((file) => {
    const head = read(file);
    return head === null || !head.startsWith(`${COMPILE_HINT}\n`);
  });
  if (missing.length) {
    throw new Error(`These start-up scripts do not begin with "${COMPILE_HINT}": ${missing.join(', ')} (plugins/gatsby-plugin-site-build/compile-hints.ts adds it after minification)`);
  }
  return scripts.length;
}

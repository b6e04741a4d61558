/**
 * How the page's HTML names its islands, shared by the server render (./island.tsx, ./page-context.tsx),
 * the browser (./runtime.tsx) and the build step that writes each page's scripts (./page-scripts.ts).
 */

/** The attribute of an island's element: its name in ./registry. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The attribute holding an island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The id of the page's script element that tells its islands where they are (./page-context). */
export const ISLAND_CONTEXT_ID = 'island-context';
/** Set on an island's element once it has hydrated (for tests and for a developer reading the page). */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** Set on an island's element when its code could not be fetched: it stays the HTML the build wrote, which works as without JavaScript. */
export const ISLAND_WITHOUT_CODE_ATTRIBUTE = 'data-without-code';

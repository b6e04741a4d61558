import type { ISLANDS } from './registry';

/** An island's name, as the page's HTML carries it. */
export type IslandName = keyof typeof ISLANDS;

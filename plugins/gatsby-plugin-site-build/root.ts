import type { PluginOptions } from 'gatsby';

/**
 * The project's root, given by gatsby-config.ts (`options.root`): the plugin runs from Gatsby's compiled
 * copy under .cache/, so its own location says nothing about where the project is.
 */
export function rootOf(options: PluginOptions): string {
  if (typeof options.root !== 'string' || !options.root) throw new Error('gatsby-plugin-site-build needs the project root as its "root" option');
  return options.root;
}

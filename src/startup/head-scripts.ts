/** The page head's inline scripts, as built by plugins/gatsby-plugin-site-build/head-scripts.ts. */
export interface HeadScripts {
  /** src/startup/head/early-taps.ts: taps before React are kept (./early-taps). */
  earlyTaps: string;
  /** src/startup/head/render-on-approach.ts: the long pages rendered in parts (./render-on-approach). */
  renderOnApproach: string;
}

/** Put in the server renderer's bundle by webpack (DefinePlugin, plugins/gatsby-plugin-site-build). */
declare const __SITE_HEAD_SCRIPTS__: HeadScripts | undefined;

/** The built head scripts; throws where the build did not provide them, rather than render a page without. */
export function headScripts(): HeadScripts {
  if (typeof __SITE_HEAD_SCRIPTS__ === 'undefined') {
    throw new Error('The head scripts were not built: gatsby-plugin-site-build defines __SITE_HEAD_SCRIPTS__ for the HTML renderer (onCreateWebpackConfig)');
  }
  return __SITE_HEAD_SCRIPTS__;
}

import { DEFERRED_PARTS, ON_APPROACH_ATTRIBUTE, RENDERED_ATTRIBUTE, RESTORED_PLACE_ATTRIBUTE } from './render-on-approach';

/**
 * The rules of rendering on approach (./render-on-approach.ts), written into the head of every page after
 * the global rules (gatsby-ssr.tsx).
 */
export const renderOnApproachCss = `
  /* The browser restoring the visitor's place (back, forward, reload) jumps there, never slides. */
  html[${RESTORED_PLACE_ATTRIBUTE}] {
    scroll-behavior: auto;
  }
  /* Parts below the first screen are rendered as they are approached until the page is rendered, where
     the head's script has marked the page (src/startup/render-on-approach). The browser remembers each part's
     size whenever it is rendered (the auto), so a part not rendered keeps its exact height. Only the
     height is estimated: a width would widen a list's grid column to it (a part not yet rendered is as
     wide as its container). */
  ${DEFERRED_PARTS.join(', ')} {
    contain-intrinsic-block-size: auto 900px;
  }
  ${DEFERRED_PARTS.map((p) => `html[${ON_APPROACH_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}]) ${p}`).join(', ')} {
    content-visibility: auto;
  }
`
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

import { colors, fonts, layout, mq } from './theme';
import { DEFERRED_PARTS, ON_APPROACH_ATTRIBUTE, RENDERED_ATTRIBUTE, RESTORED_PLACE_ATTRIBUTE } from '../startup/render-on-approach';

/**
 * The page-wide rules: box sizing, body text, headings, links, focus ring, the responsive picture frame,
 * rendering on approach (src/startup/render-on-approach) and reduced motion. Plain CSS written into a <style>
 * in the head of every page when it is built (gatsby-ssr), not an Emotion <Global>: the client never
 * has to insert or move it, so starting the page does not restyle the whole document.
 */
export const globalCss = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${layout.navHeight} + 8px);
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  /* The browser restoring the visitor's place (back, forward, reload) jumps there, never slides. */
  html[${RESTORED_PLACE_ATTRIBUTE}] {
    scroll-behavior: auto;
  }
  body {
    margin: 0;
    background: ${colors.bg};
    color: ${colors.text};
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.heading};
    font-weight: 700;
    line-height: 1.1;
    letter-spacing: 0.01em;
    margin: 0 0 0.5em;
    text-transform: uppercase;
    /* A word wider than the screen breaks instead of pushing the page sideways: with the fallback font
       (Oswald not arrived in time, font-display: optional) "TRANSFORMATIONS" was 303px in a 280px column. */
    overflow-wrap: break-word;
  }
  h1 {
    font-size: clamp(2.3rem, 7vw, 4.5rem);
  }
  h2 {
    font-size: clamp(1.9rem, 5vw, 3rem);
  }
  h3 {
    font-size: clamp(1.2rem, 2.6vw, 1.5rem);
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${colors.accent};
  }
  /* An email address is one long word: let it break rather than push a phone-width page sideways. */
  a[href^='mailto:'] {
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${colors.accentHover};
  }
  img {
    max-width: 100%;
    display: block;
  }
  /* The frame of a responsive image (components/ui/Picture): the image fills it. */
  .picture {
    display: block;
    position: relative;
    overflow: hidden;
    background-color: var(--picture-bg, transparent);
  }
  .picture img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }
  [id] {
    scroll-margin-top: calc(${layout.navHeight} + 8px);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
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
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

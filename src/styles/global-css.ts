import { colors, fonts, layout, mq, typeScale } from './theme';

/**
 * The page-wide rules: box sizing, body text, headings, links, focus ring, the responsive picture frame,
 * the icons and reduced motion (the rules of rendering on approach are beside that mechanism, in
 * src/startup/render-on-approach-css.ts; gatsby-ssr.tsx writes both into the same tag). Plain CSS written
 * into a <style> in the head of every page when it is built (gatsby-ssr), not an Emotion <Global>: the
 * client never has to insert or move it, so starting the page does not restyle the whole document.
 */
export const globalCss = `
  /* An island's element (src/islands/island.tsx) lays out nothing of its own. */
  [data-island] {
    display: contents;
  }
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
  body {
    margin: 0;
    background: ${colors.bg};
    color: ${colors.text};
    font-family: ${fonts.body};
    font-size: ${typeScale.body.size};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  /* The toasts' library (react-toastify) sets a generic font of its own, without a Punjabi or Hindi
     page's script face: its toasts use the page's font stack. */
  .Toastify__toast-container {
    --toastify-font-family: ${fonts.body};
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
    font-size: ${typeScale.display.size};
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
  /* The icons (src/components/ui/icons.tsx): each is an empty <svg>, its background painted in the text
     colour and masked by its drawing: --icon is the image, --icon-h its height and --icon-y where the
     icon's cell is in it (src/components/ui/icon-drawings.ts). */
  .lucide {
    background-color: currentColor;
    -webkit-mask: var(--icon) 0 var(--icon-y, 0) / 100% var(--icon-h, 100%) no-repeat;
    mask: var(--icon) 0 var(--icon-y, 0) / 100% var(--icon-h, 100%) no-repeat;
    forced-color-adjust: none;
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

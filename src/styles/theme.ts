/** The brand theme: one place for colours, type, spacing and breakpoints. */
export const colors = {
  /** Page background: near-black with a blue cast. */
  bg: '#0b0e13',
  /** The navigation bar once the page is scrolled: the page background, see-through, blurred behind. */
  barScrolled: 'rgba(11, 14, 19, 0.88)',
  /** Raised surfaces: cards, menus. */
  surface: '#141922',
  surfaceRaised: '#1c2330',
  border: '#2a3342',
  text: '#f4f6f8',
  /** Secondary text; AA on bg and surface. */
  muted: '#b3bcc8',
  /** The one strong accent: forge orange. Dark text on it (contrast 8.6:1). */
  accent: '#ff6a2b',
  accentHover: '#ff8550',
  accentInk: '#14100d',
  /** Second, quieter hue for art and highlights. */
  steel: '#5b7fa6',
  success: '#3ecf8e',
  danger: '#ff5c5c',
  dangerBg: '#3a1518',
  focus: '#ffd166',
  light: '#f6f3ee',
  lightText: '#16181d',
  black: '#000',
  white: '#fff',
  /** Deeper and lighter forge orange: the far ends of the accent's gradients. */
  accentDeep: '#d94a12',
  accentLight: '#ff8a4c',
  /** Instagram's violet, where the social section's gradient ends. */
  instagram: '#8a2be2',
  /** Behind an open dialog (with alpha). */
  scrim: '#05070a',
  /** The raised section's gradient, top to bottom; panelDark is its top, used for card panels too. */
  panelDark: '#10141b',
  panelDarker: '#0d1117',
  /** Top of the page hero's gradient. */
  heroTop: '#121722',
  /** Warm dark brown where the facility and expansion panels' gradients start. */
  surfaceWarm: '#1a1410',
  /** The map panel's gradient (business information). */
  mapFrom: '#18202c',
  mapTo: '#10151d',
  footer: '#07090d',
  /** Long-form text: blog posts and the accessibility statement. */
  prose: '#e3e7ec',
  statement: '#dfe4ea',
  /** Form inputs' outlines: 3.9:1 against the card surface (WCAG 1.4.11 asks 3:1 for component boundaries). */
  inputBorder: '#6b7789',
  /** A form's inline error text: 7.8:1 on the card surface. */
  errorInk: '#ff8a8a',
  /** Rating stars: filled and empty. */
  star: '#ffc44d',
  starEmpty: '#4a5466',
} as const;

/**
 * A theme colour with opacity: alpha(colors.accent, 0.45) -> "rgba(255, 106, 43, 0.45)".
 * Takes #rgb or #rrggbb.
 */
export function alpha(hex: string, a: number): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`alpha: not a #rgb or #rrggbb colour: ${hex}`);
  const h = m[1].length === 3 ? m[1].replace(/./g, '$&$&') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** The headings' web font. */
export const HEADING_FONT = 'Oswald';

/**
 * Its files, by weight, in static/fonts/ (served at /fonts/): each named by the first 16 hex digits of its
 * SHA-256, so the service lets a browser keep it for a year without asking again (server/static.ts). Asking
 * costs a round trip, longer than the 100 ms `font-display: optional` waits: a second page would draw its
 * headings in the fallback. tests/unit/heading-font.test.ts checks each name against its file.
 */
export const HEADING_FONT_FILES = {
  500: 'oswald-latin-500-normal-541b12882301dc44.woff2',
  700: 'oswald-latin-700-normal-aae665c75af89ea7.woff2',
} as const;

/**
 * The font stacks, written once. Pages name them through two custom properties that each page's head
 * defines for its language (src/styles/script-fonts.ts: a Punjabi or Hindi page adds its script's face),
 * so a rule says `font-family: var(--font-heading)` and never repeats the stack.
 */
export const fontStacks = {
  heading: [`'${HEADING_FONT}'`, `'${HEADING_FONT} Fallback'`, "'Arial Narrow'", 'sans-serif'],
  body: ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial', 'sans-serif'],
  /** The content editor's own (Decap CMS's `fonts.primary`), for its text areas. */
  editor: ['system-ui', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'],
} as const;

/** The content editor's own colours (Decap CMS's buttons), for the controls the site adds to it. */
export const editorColors = { border: '#798291', background: '#fff', text: '#313d3e' } as const;

export const fonts = {
  heading: 'var(--font-heading)',
  body: 'var(--font-body)',
} as const;

/**
 * The type scale: the size and weight of each kind of text on the pages' first screens. Headings are
 * Oswald (500 and 700, the two faces the site loads), the body the system's sans-serif at 400 and 700.
 * Every size and weight a screen shows is one more font the browser looks up in its first layout
 * (src/startup/README.md, "What the first layout is made of"), so no first screen uses more than eight
 * of them (tests/e2e/type-scale.spec.ts).
 */
export const typeScale = {
  /** Oswald 700: a page's title (h1). */
  display: { size: 'clamp(2.3rem, 7vw, 4.5rem)', weight: 700 },
  /** Oswald 700: the brand in the bar. */
  brand: { size: '1.45rem', weight: 700 },
  /** Oswald 500, in capitals: buttons, eyebrows, the bar's calls to action, the headings of short lists. */
  label: { size: '0.95rem', weight: 500 },
  /** Oswald 500: the desktop bar's links, small enough for the bar to fit 1280 px. */
  nav: { size: '0.84rem', weight: 500 },
  /** Body 400: the introduction under a title. */
  lead: { size: '1.15rem', weight: 400 },
  /** Body 700: links, questions and facts that stand out of the text. */
  strong: { size: '1rem', weight: 700 },
  /** Body 400: the text. */
  body: { size: '1rem', weight: 400 },
  /** Body 400: captions, counts and meta lines. */
  small: { size: '0.85rem', weight: 400 },
  /** Body 400: the labels of a service page's fact tiles on a phone, where three tiles share a 320 px row. */
  micro: { size: '0.7rem', weight: 400 },
} as const;

/** A step of the type scale as CSS declarations. */
export const typeCss = (step: (typeof typeScale)[keyof typeof typeScale]): string => `font-size: ${step.size}; font-weight: ${step.weight};`;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const space = (n: number): string => `${n * 0.25}rem`;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const layout = { maxWidth: '1200px', navHeight: '72px' } as const;

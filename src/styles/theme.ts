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
} as const;

export const fonts = {
  heading: "'Oswald', 'Oswald Fallback', 'Arial Narrow', sans-serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

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

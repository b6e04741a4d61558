/**
 * The editor's preview in the site's own look: the theme's colours and fonts (src/styles/theme.ts) for a
 * post as the blog page shows it, the banner, the FAQ and a translation file's lists; and the faces of the
 * translations' scripts, for the preview and the editor's own page. Pure: the admin build puts it in config.json.
 */
import { HEADING_FONT, HEADING_FONT_FILES, alpha, colors, fontStacks, fonts } from '../../styles/theme';
import { SCRIPT_FONTS, fontVariables, scriptFontFile, type ScriptFont } from '../../styles/script-fonts';

/**
 * The Gurmukhi and Devanagari faces the editor carries (src/build/cms/build-admin.ts copies them beside
 * admin.js), regular weight only: a translation shows in its script on a computer that has no such face.
 */
export const ADMIN_SCRIPT_FONTS = Object.values(SCRIPT_FONTS).map((f: ScriptFont) => ({ family: f.family, packageName: f.packageName, file: scriptFontFile(f, 400) }));

const SCRIPT_FAMILIES = ADMIN_SCRIPT_FONTS.map((f) => `'${f.family}'`).join(', ');

/** `base`: where the admin's files are ("/admin/"). */
const scriptFaces = (base: string): string =>
  ADMIN_SCRIPT_FONTS.map((f) => `@font-face { font-family: '${f.family}'; font-weight: 400; font-display: swap; src: url('${base}${f.file}') format('woff2'); }`).join('\n');

/**
 * The editor's own page: its text areas and read-only texts in Decap's own stack (its styles' `fonts.primary`)
 * with the two scripts after it, which Latin letters never reach. Important: Decap sets its text areas' font
 * by class, which an element's rule would not outweigh.
 */
export function adminScriptCss(base: string): string {
  return `${scriptFaces(base)}
textarea, output { font-family: ${fontStacks.editor.slice(0, -1).join(', ')}, ${SCRIPT_FAMILIES}, ${fontStacks.editor.at(-1)} !important; }`;
}

/** `fontsBase`: where the site's font files are ("/fonts/"); `adminBase`: where the admin's are ("/admin/"). */
export function previewCss(fontsBase: string, adminBase: string): string {
  return `
${fontVariables('en')}
${scriptFaces(adminBase)}
@font-face { font-family: '${HEADING_FONT}'; font-weight: 500; font-display: swap; src: url('${fontsBase}${HEADING_FONT_FILES[500]}') format('woff2'); }
@font-face { font-family: '${HEADING_FONT}'; font-weight: 700; font-display: swap; src: url('${fontsBase}${HEADING_FONT_FILES[700]}') format('woff2'); }
html, body { background: ${colors.bg}; color: ${colors.prose}; font-family: ${fonts.body}; line-height: 1.7; margin: 0; }
/* Decap's own preview of the trainers and plans has no wrapper of ours: the page's margins. */
body { padding: 1rem 1.25rem 3rem; }
.preview { max-width: 46rem; margin: 0 auto; padding: 1rem 0; }
h1, h2, h3 { font-family: ${fonts.heading}; color: ${colors.text}; text-transform: uppercase; line-height: 1.15; letter-spacing: 0.01em; }
h1 { font-size: clamp(2rem, 5vw, 2.8rem); margin: 0.5rem 0 1rem; }
h2 { font-size: 1.6rem; margin-top: 2.2rem; }
h3 { font-size: 1.25rem; }
a { color: ${colors.accent}; }
strong { color: ${colors.text}; }
blockquote { border-left: 4px solid ${colors.accent}; margin: 1.5rem 0; padding: 0.5rem 1rem; background: ${colors.surface}; }
.meta { color: ${colors.muted}; font-size: 0.9rem; }
.excerpt { color: ${colors.muted}; font-size: 1.1rem; }
.draft { display: inline-block; background: ${colors.accent}; color: ${colors.accentInk}; font-family: ${fonts.heading}; font-weight: 700; padding: 0.15rem 0.6rem; border-radius: 4px; text-transform: uppercase; }
.fact { color: ${colors.accent}; font-weight: 600; }
.banner { border: 1px solid ${alpha(colors.accent, 0.45)}; background: radial-gradient(circle at 100% 0%, ${alpha(colors.accent, 0.18)} 0%, transparent 60%), ${colors.surface}; border-radius: 12px; padding: 1.5rem; }
.banner h2 { margin-top: 0; }
.cta { display: inline-block; background: ${colors.accent}; color: ${colors.accentInk}; font-weight: 700; padding: 0.6rem 1.2rem; border-radius: 8px; }
.faq { border-bottom: 1px solid ${colors.border}; padding: 0.75rem 0; }
.faq h3 { text-transform: none; font-family: ${fonts.body}; font-size: 1.05rem; margin: 0 0 0.4rem; }
.category { color: ${colors.accent}; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; }
/* A translation file: its texts to do, each with its place and labelled lines; a stale one stands out. */
.tr-list { list-style: none; padding: 0; margin: 0; }
.tr { border-left: 4px solid ${colors.border}; background: ${colors.surface}; border-radius: 6px; padding: 0.6rem 0.9rem; margin: 0 0 0.75rem; }
.tr h3 { font-family: ${fonts.body}; text-transform: none; font-size: 0.95rem; color: ${colors.muted}; margin: 0 0 0.3rem; }
.tr p { margin: 0.2rem 0; font-family: ${fontStacks.body.slice(0, -1).join(', ')}, ${SCRIPT_FAMILIES}, ${fontStacks.body.at(-1)}; }
.tr.stale { border-left-color: ${colors.accent}; }
.tr-label { color: ${colors.muted}; font-size: 0.85rem; }
.tr-note { color: ${colors.muted}; }
`;
}

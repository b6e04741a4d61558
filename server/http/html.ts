/**
 * The lead service's own pages, for browsers without JavaScript: their shell (plain, valid, accessible
 * HTML with one stylesheet, /lead-service.css (stylesheet.ts), no script, every value escaped), in the
 * language of the page, its skip link and footer in the forms' words (form-words.ts); and the two pages
 * that are no feature's: the site-not-built notice (static.ts) and the inbox's address on the site's
 * origin (staff/origin.ts). The forms' own pages are the submissions' (submissions/pages/form-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { BusinessInfo } from '../../src/content/content-schema';
import { SOURCE_LANGUAGE, tagOf, type LanguageCode } from '../../src/content/languages';
import { toSegments } from '../../src/content/placeholders';
import { formWords } from '../form-words';
import { CONTENT_DATA_DIR } from '../paths';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The gym's name and contact details, from the one place they are kept: content/data/business-info.yaml. */
const info = parseYaml(fs.readFileSync(path.join(CONTENT_DATA_DIR, 'business-info.yaml'), 'utf8')) as Pick<BusinessInfo, 'name' | 'email' | 'phone'>;
const BRAND = info.name;
export const GYM_EMAIL = info.email;
const GYM_PHONE = info.phone;

/** The footer's line, its {phone} and {email} as links. */
function footerHtml(template: string): string {
  return toSegments(template, { phone: GYM_PHONE, email: GYM_EMAIL })
    .map((s) => (s.kind === 'link' ? `<a href="${escapeHtml(s.href)}">${escapeHtml(s.text)}</a>` : escapeHtml(s.text)))
    .join('');
}

/** A whole page: `main` (HTML) in the shell, with the gym's name in the title and the header. */
export function servicePage(title: string, main: string, language: LanguageCode = SOURCE_LANGUAGE): string {
  const words = formWords()[language].noScript;
  return `<!doctype html>
<html lang="${tagOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${BRAND}</title>
<link rel="stylesheet" href="/lead-service.css">
</head>
<body>
<a class="ls-skip" href="#main">${escapeHtml(words.skipLink)}</a>
<header class="ls-header"><a class="ls-brand" href="/">${BRAND}</a></header>
<main id="main" class="ls-main">
${main}
</main>
<footer class="ls-footer"><p>${footerHtml(words.footer)}</p></footer>
</body>
</html>
`;
}

/** The site's answer to an address of the lead inbox: the inbox has an address of its own (staff/origin.ts). */
export function inboxElsewherePage(target: string): string {
  const href = escapeHtml(target);
  return servicePage(
    'Lead inbox',
    `<h1>The lead inbox has an address of its own</h1>
<p class="ls-lead">For the gym's staff: the lead inbox is at <a href="${href}">${href}</a>.</p>
<p><a class="ls-button" href="/">Back to the home page</a></p>`,
  );
}

export function siteNotBuiltPage(publicDir: string): string {
  return servicePage(
    'Site not built yet',
    `<h1>The site has not been built yet</h1>
<p class="ls-lead">The lead service is running, but there is no production build in <code>${escapeHtml(publicDir)}</code>.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds and then serves), then restart the service.</p>`,
  );
}

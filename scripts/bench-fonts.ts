/**
 * The font bytes of a second page in Punjabi or Hindi: a visitor opens /pa (or /hi), then another page in
 * the same language, in the same browser context with its HTTP cache; what the second page transfers as
 * fonts is counted. Font resources are: Chromium's resource type Font, any answer of type font/*, any .woff
 * or .woff2 address, and a text/css answer under /fonts/ (a stylesheet that carries the faces). An answer
 * 304 (a revalidation) carries no font bytes; one from the cache none either. Faces the second page carries
 * in its own HTML (data: URLs of a font type) count too, as the length of those URLs: they come again with
 * every page.
 */
import type { Browser } from '@playwright/test';

export interface SecondPageFonts {
  lang: string;
  first: string;
  second: string;
  /** Font bytes of the second page's load: its font resources (headers and body, as Chromium counts them) and the faces inside its HTML. */
  bytes: number;
  /** The font resources the second page asked for, each with what it transferred. */
  resources: string[];
}

interface Seen {
  url: string;
  font: boolean;
  status: number;
  cached: boolean;
}

/** A face inside a page: a data: URL of a font type. */
const INLINE_FACE = /data:(?:font\/[\w.+-]+|application\/(?:x-)?font[\w.+-]*);base64,[A-Za-z0-9+/=]+/g;

function isFont(type: string, url: string, mimeType: string): boolean {
  const { pathname } = new URL(url);
  return type === 'Font' || mimeType.startsWith('font/') || /\.woff2?$/.test(pathname) || (mimeType === 'text/css' && pathname.startsWith('/fonts/'));
}

/** Loads `first` then `second` (paths on `base`) in one fresh context; the second load's font resources. */
export async function secondPageFonts(browser: Browser, base: string, lang: string, first: string, second: string): Promise<SecondPageFonts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${base}${first}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  const counted: { url: string; bytes: number; what?: string }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const r = e.response;
    seen.set(e.requestId, { url: r.url, font: isFont(e.type, r.url, r.mimeType), status: r.status, cached: Boolean(r.fromDiskCache) || Boolean(r.fromPrefetchCache) });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const s = seen.get(e.requestId);
    if (s) s.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = seen.get(e.requestId);
    if (!s?.font) return;
    counted.push({ url: s.url, bytes: s.cached || s.status === 304 ? 0 : e.encodedDataLength });
  });
  const response = await page.goto(`${base}${second}`, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  const inline = [...html.matchAll(INLINE_FACE)].reduce((sum, m) => sum + m[0].length, 0);
  if (inline > 0) counted.push({ url: `${base}${second}`, bytes: inline, what: 'faces inside its HTML' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const bytes = counted.reduce((sum, c) => sum + c.bytes, 0);
  return { lang, first, second, bytes, resources: counted.map((c) => `${new URL(c.url).pathname}${c.what ? ` (${c.what})` : ''} ${c.bytes} B`) };
}

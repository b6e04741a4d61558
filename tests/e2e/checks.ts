/** Small checks shared by several e2e specs. */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The gym's email address and phone link as the spec gives them. */
export const GYM_EMAIL = 'info@forge24fitness.example';
export const GYM_PHONE_HREF = 'tel:+16045550142';

const SITE = /^https?:\/\/[^/]+/;

/** The link opens in a new tab without the opener or the referrer (and goes to `href`, when given). */
export async function expectExternal(link: Locator, href?: string): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = (await link.getAttribute('rel')) ?? '';
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  if (href !== undefined) await expect(link).toHaveAttribute('href', href);
}

/** The JSON-LD these tests read (FAQPage, BreadcrumbList); the assertions check what it holds. */
interface JsonLd {
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
  itemListElement: { name: string }[];
}

/** The page's JSON-LD blocks of this @type, parsed. */
export async function jsonLdOfType(page: Page, type: string): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as JsonLd).filter((b) => b['@type'] === type);
}

/** Checks an accordion: all closed, one open at a time, the open one closes on a second click. */
export async function expectOneOpenAtATime(accordion: Locator): Promise<void> {
  const buttons = accordion.locator('[data-accordion-item] button[aria-expanded]');
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  const panelOf = async (b: Locator) => accordion.page().locator(`[id="${await b.getAttribute('aria-controls')}"]`);
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(0);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = await panelOf(first);
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).toHaveAttribute('role', 'region');
  await expect(firstPanel).toHaveAttribute('aria-labelledby', (await first.getAttribute('id')) as string);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(await panelOf(second)).toBeHidden();
  await expect(accordion.locator('button[aria-expanded="true"]')).toHaveCount(0);
}

/** The page's canonical path and its JSON-LD blocks, parsed. */
export async function head(page: Page): Promise<{ canonical: string; jsonLd: Record<string, unknown>[] }> {
  const canonical = ((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').replace(SITE, '');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return { canonical, jsonLd: blocks.map((b) => JSON.parse(b) as Record<string, unknown>) };
}

/** A BreadcrumbList ending in `label` is in the head. */
export function expectCrumb(jsonLd: Record<string, unknown>[], label: string): void {
  const crumbs = jsonLd.filter((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs).toHaveLength(1);
  const items = (crumbs[0]?.itemListElement ?? []) as { name: string }[];
  expect(items[0]?.name).toBe('Home');
  expect(items[items.length - 1]?.name).toBe(label);
}

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's WCAG 2.2 A and AA violations on the page as it is now, one line each (rule, impact, first elements).
 * axe runs in one pass in the page (`setLegacyMode`): the site's pages hold no frame of their own to scan,
 * and the default's per-frame pass and its second blank page doubled the time of each scan. Only violations
 * get a selector for every element (`resultTypes`); passes are not reported, so they are not worked out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: WCAG_22_A_AA }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

/**
 * The fonts the browser set `selector`'s text in on this load (DevTools' platform fonts of the node): the
 * headings are in Oswald when it came in time, in the fallback when it did not (font-display: optional).
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  return (await platformFonts(page, selector)).map((font) => font.familyName);
}

/** The faces the browser drew `selector`'s text in, each with how many glyphs it drew (Chromium's own account, through the DevTools protocol). */
export async function platformFonts(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
  } finally {
    await cdp.detach();
  }
}

/** A response a page's load received: its address, the bytes it came over the network with, whether the browser's cache answered, its status. */
export interface LoadResponse {
  path: string;
  bytes: number;
  cached: boolean;
  status: number;
}

/**
 * Every response under `prefix` the page's loads receive, added to the returned list as each load ends (DevTools'
 * own account: a file the cache answered, from memory or disk, is `cached`; one the server confirmed is a 304).
 */
export async function responsesUnder(page: Page, prefix: string): Promise<LoadResponse[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, LoadResponse>();
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const at = new URL(response.url).pathname;
    if (at.startsWith(prefix)) byId.set(requestId, { path: at, bytes: 0, cached: response.fromDiskCache === true || fromMemory.has(requestId), status: response.status });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const seen = byId.get(requestId);
    if (seen) seen.bytes = encodedDataLength;
  });
  const responses: LoadResponse[] = [];
  page.on('load', () => {
    responses.push(...byId.values());
    byId.clear();
  });
  return responses;
}

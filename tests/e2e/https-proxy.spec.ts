/**
 * The gym's production shape, from deploy/ (./https-proxy.ts): Caddy with deploy/Caddyfile in front of the
 * lead service started with deploy/forge24.env.example's settings, over https on two names, the site
 * (www.forge24.test) and the staff inbox (inbox.forge24.test), with certificates from Caddy's own CA,
 * which the test's Chromium trusts without ignoring any certificate error. A visitor sends the consultation
 * form on the site's name; the owner enrols a passkey for the inbox's name, sees the lead arrive live and
 * exports it; the session cookie, HSTS, the origin split, the redirect from plain http, the body limit and
 * the rate limit are checked as a visitor's browser and curl meet them through Caddy. Caddy and the service
 * are stopped within a bound, and the test checks that they were. Runs once (desktop project).
 */
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { gotoReady } from './fixtures';
import { CONSULTATION_SUCCESS, byLabel, expectToast } from './forms';
import { INBOX_NAME, RATE_LIMIT_MAX, SITE_NAME, curl, envExample, listening, passkeyDevice, startShape, trustingBrowser, type Shape } from './https-proxy';
import { cliEnrolmentLink, enrol, watchConsole, type StaffBrowser } from './staff';
import { buildSubmission } from '../../src/forms';
import { readConfig } from '../../server/config';

test.describe.configure({ mode: 'serial' });

let shape: Shape | undefined;
let browser: Browser | undefined;
let owner: StaffBrowser | undefined;
let visitor: BrowserContext | undefined;

const running = (): { shape: Shape; browser: Browser } => {
  if (!shape || !browser) throw new Error('Caddy, the service or the browser did not start (see beforeAll)');
  return { shape, browser };
};
const enrolled = (): StaffBrowser => {
  if (!owner) throw new Error('the owner did not enrol (see the first test)');
  return owner;
};

/** A contact form post as the site's script sends it, from the site's own origin. */
function contactPost(s: Shape, n: number, extraHeaders: Record<string, string> = {}) {
  const body = buildSubmission('contact', { name: `Curl Visitor ${n}`, email: `curl${n}@example.com`, phone: '604-555-0123', service: 'personal-training', message: 'Through Caddy.' });
  return { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: s.siteUrl, ...extraHeaders }, body: JSON.stringify(body) };
}

test.describe('deploy/: Caddy with TLS in front of the lead service, as on the gym server @desktop', () => {
  test.beforeAll(async ({ launchOptions }) => {
    test.setTimeout(120_000);
    const since = Date.now();
    shape = await startShape();
    browser = await trustingBrowser(shape, launchOptions);
    console.log(`the service, Caddy and the browser ready in ${Date.now() - since} ms`); // a figure, not a check
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await browser?.close();
    if (!shape) return;
    const { httpPort, httpsPort, servicePort } = shape;
    const stopped = await shape.stop();
    console.log(stopped.map(({ name, signal, ms }) => `${name} stopped on ${signal} in ${ms} ms`).join('; ')); // a figure, not a check
    // Both ended on SIGTERM within their bounds, and nothing listens on their ports any more.
    expect(stopped.map(({ name, signal }) => `${name}: ${signal}`)).toEqual(['Caddy: SIGTERM', 'the lead service: SIGTERM']);
    for (const port of [httpPort, httpsPort, servicePort]) expect(await listening(port), `port ${port}`).toBe(false);
  });

  test.afterEach(async () => {
    const info = test.info();
    if (shape && info.status !== info.expectedStatus) await info.attach('Caddy and the lead service', { body: shape.logs(), contentType: 'text/plain' });
  });

  test("deploy/forge24.env.example as a whole, mail settings too, passes the service's configuration check", () => {
    const config = readConfig(envExample());
    expect({ host: config.host, trustProxy: config.trustProxy, staffOrigin: config.staffOrigin, smtp: config.smtpUrl !== null }).toEqual({
      host: '127.0.0.1',
      trustProxy: ['127.0.0.1'],
      staffOrigin: 'https://inbox.example.com',
      smtp: true,
    });
  });

  test('the owner enrols a passkey for the inbox name; the session cookie is __Host-, Secure, HttpOnly; HSTS is sent', async () => {
    const { shape: s, browser: b } = running();
    owner = await passkeyDevice(b, s.inboxUrl);
    await enrol(owner, await cliEnrolmentLink('Olivia Owner', 'owner@forge24.test', 'owner', s.dataDir));
    expect(await owner.page.evaluate(() => window.isSecureContext)).toBe(true);

    // The passkey belongs to the inbox's host name (its relying party), not to the site's.
    const { credentials } = await owner.cdp.send('WebAuthn.getCredentials', { authenticatorId: owner.authenticatorId });
    expect(credentials.map((c) => c.rpId)).toEqual([INBOX_NAME]);

    const cookies = await owner.context.cookies();
    expect(cookies.map(({ name, domain, path, secure, httpOnly, sameSite }) => ({ name, domain, path, secure, httpOnly, sameSite }))).toEqual([
      { name: '__Host-staff_session', domain: INBOX_NAME, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
    ]);
    expect(await owner.page.evaluate(() => document.cookie)).toBe('');

    const answer = await owner.page.goto('/staff/');
    expect(answer?.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    await expect(owner.page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  });

  test('a visitor sends a consultation from the site name; the owner sees it arrive live and exports it', async () => {
    const { shape: s, browser: b } = running();
    const inbox = enrolled();
    // The list is connected for new leads (server-sent events through Caddy) before the lead is sent.
    await expect(inbox.page.locator('[data-live="open"]')).toBeVisible();

    visitor = await b.newContext({ baseURL: s.siteUrl, viewport: { width: 1280, height: 800 } });
    // The promo popup is a modal after 5 s; it would be in the way of the form.
    await visitor.addInitScript(() => window.sessionStorage.setItem('promo-dismissed', '1'));
    const page = await visitor.newPage();
    const errors = watchConsole(page);
    await gotoReady(page, '/consultation');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    const form = page.locator('form[data-form="consultation"]');
    await byLabel(form, 'Full Name').fill('Dana Https Visitor');
    await byLabel(form, 'Email Address').fill('dana.https@example.com');
    await byLabel(form, 'Phone Number').fill('604-555-0177');
    await byLabel(form, 'Primary Fitness Goal').selectOption('strength');
    await byLabel(form, 'Current Activity Level').selectOption('lightly-active');
    await byLabel(form, 'Workout Experience').selectOption('novice');
    await byLabel(form, 'Additional Information').fill('Mornings only, please.');
    const answer = page.waitForResponse((r) => r.url() === `${s.siteUrl}/f/consultation` && r.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, 'success', ...CONSULTATION_SUCCESS);

    // On the owner's open list without a reload.
    await expect(inbox.page.getByRole('link', { name: 'Dana Https Visitor', exact: true })).toBeVisible({ timeout: 5000 });
    const download = inbox.page.waitForEvent('download');
    await inbox.page.getByRole('link', { name: 'Export CSV of this view' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('dana.https@example.com');
    expect(errors).toEqual([]);
    expect(inbox.errors).toEqual([]);
  });

  test('each name serves only its own: the staff API is 404 on the site name; plain http is sent to https', async () => {
    const { shape: s } = running();
    const siteApi = await curl(s, `${s.siteUrl}/api/staff/me`);
    expect(siteApi.status).toBe(404);
    expect((await curl(s, `${s.inboxUrl}/api/staff/me`)).status).toBe(401);
    for (const url of [`${s.siteUrl}/`, `${s.inboxUrl}/staff/`]) {
      const page = await curl(s, url);
      expect(page.status, url).toBe(200);
      expect(page.headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
    }
    const plain = await curl(s, `http://${SITE_NAME}:${s.httpPort}/consultation`);
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toMatch(new RegExp(`^https://${SITE_NAME.replace(/\./g, '\\.')}(:\\d+)?/consultation$`));
  });

  test('the rate limit counts the address Caddy saw; a made-up X-Forwarded-For changes nothing', async () => {
    const { shape: s } = running();
    const statuses = async (from: string, fakeForwardedFor: boolean): Promise<number[]> => {
      const seen: number[] = [];
      for (let n = 1; n <= RATE_LIMIT_MAX + 1; n++) {
        const post = contactPost(s, n, fakeForwardedFor ? { 'X-Forwarded-For': `198.51.100.${n}` } : {});
        seen.push((await curl(s, `${s.siteUrl}/f/contact`, { ...post, from })).status);
      }
      return seen;
    };
    const limited = [...Array<number>(RATE_LIMIT_MAX).fill(200), 429];
    // Each post names another visitor in X-Forwarded-For: Caddy drops it, so all count for 127.0.0.2.
    expect(await statuses('127.0.0.2', true)).toEqual(limited);
    // Another address Caddy sees (Caddy itself connects to the service from 127.0.0.1 either way) has its own count.
    expect(await statuses('127.0.0.3', false)).toEqual(limited);
  });

  test("a form over the service's 32 KB limit gets the service's own answer through Caddy; a far larger body stops at Caddy", async () => {
    const { shape: s } = running();
    const post = contactPost(s, 0);
    const large = JSON.stringify({ ...(JSON.parse(post.body) as Record<string, unknown>), padding: 'x'.repeat(40 * 1024) });
    const refused = await curl(s, `${s.siteUrl}/f/contact`, { ...post, body: large, from: '127.0.0.4' });
    expect(refused.status).toBe(413);
    expect(refused.body).toContain('The form is too large (the limit is 32 KB)');
    const huge = await curl(s, `${s.siteUrl}/f/contact`, { ...post, body: 'x'.repeat(1024 * 1024), from: '127.0.0.4' });
    expect(huge.status).toBe(413);
    expect(huge.body).not.toContain('The form is too large');
  });
});

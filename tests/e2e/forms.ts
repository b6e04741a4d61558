/**
 * What the form specs share: the visitor texts they expect, a recorder and a stub for the form posts,
 * the controls by label, the toast check.
 */
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';
import { GYM_EMAIL } from './checks';

/** The browser's own log lines for the failures the tests cause on purpose (answers 500/503, a refused connection). */
export const FAILED_SEND_CONSOLE = /Failed to load resource: (the server responded with a status of 50[03]|net::ERR_CONNECTION_REFUSED)/;

export const CONSULTATION_FAILURE = `There was an issue sending your request. Please try again or contact us directly at ${GYM_EMAIL}`;
export const CONTACT_FAILURE = `There was an issue sending your message. Please try again or contact us directly at ${GYM_EMAIL}`;
export const CONSULTATION_SUCCESS = ['Consultation Request Sent!', "We'll get back to you within 24 hours to schedule your consultation."] as const;
export const CONTACT_SUCCESS = ['Message sent successfully!', "We'll get back to you within 24 hours."] as const;

const OK_BODY = (formId: string) => JSON.stringify({ ok: true, next: `/thank-you?form=${formId}` });

/** Every POST to the lead service's form paths, as the page sends it. */
export function recordFormPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/f\/[a-z]+$/.test(new URL(req.url()).pathname)) posts.push(req);
  });
  return posts;
}

/**
 * Answers POST /f/{formId} itself: `status` after `release()` is called (or at once when `hold`
 * is false). `bodies` collects the JSON bodies sent.
 */
export async function stubForm(page: Page, formId: string, { status = 200, hold = false } = {}) {
  const bodies: Record<string, unknown>[] = [];
  let release: () => void = () => undefined;
  const gate = hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  await page.route(`**/f/${formId}`, async (route: Route) => {
    const req = route.request();
    expect(req.method()).toBe('POST');
    expect(req.headers()['content-type']).toContain('application/json');
    bodies.push(req.postDataJSON() as Record<string, unknown>);
    await gate;
    await route.fulfill(
      status < 400
        ? { status, contentType: 'application/json', body: OK_BODY(formId) }
        : { status, contentType: 'application/json', body: JSON.stringify({ error: 'Your submission could not be saved.', errors: [] }) },
    );
  });
  return { bodies, release: () => release() };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control labelled `text` (the label may end with the required mark ' *'). */
export function byLabel(scope: Locator, text: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRe(text)}( \\*)?$`));
}

/**
 * The toast with exactly this title and text, with its role: errors are the destructive toast
 * (role=alert, announced at once), others role=status. Checked in one assertion, since a toast
 * closes itself after a few seconds.
 */
export async function expectToast(page: Page, kind: 'error' | 'success', title: string, text: string): Promise<void> {
  const t = page
    .locator(`.Toastify__toast[role="${kind === 'error' ? 'alert' : 'status'}"]`)
    .filter({ has: page.getByTestId('toast-title').filter({ hasText: new RegExp(`^${escapeRe(title)}$`) }) })
    .filter({ has: page.getByTestId('toast-text').filter({ hasText: new RegExp(`^${escapeRe(text)}$`) }) });
  await expect(t.first()).toBeVisible();
}

/** Drops the browser's own log line for an HTTP error answer the test asked for. */
export function allowHttpErrorLog(consoleErrors: string[], status: number): void {
  const kept = consoleErrors.filter((e) => !e.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * Expects that the page has sent no form post. The page's requests are seen in the order it sends
 * them, so once a probe sent now has been seen, any post the page made before it has been seen too.
 */
export async function expectNoFormPost(page: Page, posts: Request[]): Promise<void> {
  const probe = page.waitForRequest((r) => r.method() === 'HEAD' && new URL(r.url()).pathname === '/');
  await page.evaluate(() => fetch('/', { method: 'HEAD' }).then(() => undefined));
  await probe;
  expect(posts).toHaveLength(0);
}

/**
 * Helpers for the staff inbox's end-to-end test: a browser context with Chromium's virtual authenticator
 * (the DevTools WebAuthn domain), the `leads` CLI against the test's own service, and a console watch.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { axeViolations } from './checks';
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildSubmission } from '../../src/forms';
import type { LanguageCode } from '../../src/content/languages';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/**
 * The browser's own lines for answers the inbox expects and handles: a 401 (no session yet, or revoked: the
 * inbox then shows the sign-in page), the event stream closing when the service refuses it, and the 409 the
 * test causes on purpose (a change from a stale copy of a lead).
 */
const EXPECTED_STAFF_CONSOLE = /status of 40[19] \((Unauthorized|Conflict)\)|EventSource's response has a status 401/;

export interface StaffBrowser {
  context: BrowserContext;
  page: Page;
  /** The DevTools session of the page, and the id of its virtual authenticator in it. */
  cdp: CDPSession;
  authenticatorId: string;
  /** Console errors and page errors not expected (checked by the test at its end). */
  errors: string[];
}

/** What a virtual authenticator can do: verify the person at all (a PIN, fingerprint or screen lock), and whether it does now. */
export interface AuthenticatorAbility {
  hasUserVerification: boolean;
  isUserVerified: boolean;
}

/**
 * A context of its own (a person on their own device) at the project's width, on `localhost` (a passkey's
 * relying party must be a domain name: 127.0.0.1 is refused), with a platform authenticator that holds
 * discoverable credentials and (unless `ability` says otherwise) verifies the user without a prompt.
 */
export async function staffBrowser(
  browser: Browser,
  testInfo: TestInfo,
  serviceUrl?: string,
  ability: AuthenticatorAbility = { hasUserVerification: true, isUserVerified: true },
): Promise<StaffBrowser> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const local = new URL(serviceUrl ?? baseURL ?? 'http://127.0.0.1');
  local.hostname = 'localhost';
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: local.origin, acceptDownloads: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, ...ability, automaticPresenceSimulation: true },
  });
  return { context, page, cdp, authenticatorId, errors: watchConsole(page) };
}

/** The console errors and page errors of `page` from now on, but the expected ones (EXPECTED_STAFF_CONSOLE). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED_STAFF_CONSOLE.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/**
 * `npm run leads -- staff add <name> <email> --role <role>` against the test's service (or the one whose
 * store is `dataDir`); the enrolment link's path and fragment.
 */
export async function cliEnrolmentLink(name: string, email: string, role: 'owner' | 'staff', dataDir = process.env.E2E_DATA_DIR): Promise<string> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the service and the tests)');
  const { stdout, stderr } = await run(path.join(root, 'node_modules/.bin/tsx'), ['server/cli/main.ts', 'staff', 'add', name, email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  const url = /\S*\/staff\/enrol\/?#[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!url) throw new Error(`no enrolment link in the CLI's output:\n${stdout}\n${stderr}`);
  const parsed = new URL(url, 'http://placeholder');
  return parsed.pathname + parsed.hash;
}

/** Opens an enrolment link in `who`'s browser and creates the passkey; they land on the list, the token gone from the address. */
export async function enrol(who: StaffBrowser, link: string): Promise<void> {
  await who.page.goto(link);
  await who.page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(who.page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  // The token never stays in the address bar.
  expect(new URL(who.page.url()).hash).toBe('');
}

/**
 * A lead posted as JSON to /f/contact from `${tag}@example.com`, its name and message exactly as given: the site's own script strips
 * HTML before sending (src/forms/sanitize.ts), a bot posting directly does not. `language`: the page's it was sent from.
 */
export async function sendContact(request: APIRequestContext, tag: string, name: string, message: string, language: LanguageCode = 'en'): Promise<void> {
  const body = buildSubmission('contact', { name: 'placeholder', email: `${tag}@example.com`, phone: '604-555-0123', service: 'personal-training', message: 'placeholder' }, { language });
  // A connection of its own: Playwright's client does not retry a POST on a kept-alive connection the
  // server closed after 5 s idle (a browser does), which showed here as ECONNRESET.
  const res = await request.post('/f/contact', { data: { ...body, fields: { ...body.fields, name, message } }, headers: { connection: 'close' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The page has no WCAG 2.2 A/AA violation that axe finds. */
export async function axe(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The owner a staff spec file works as, and the file's tag (filled in before the file's first test). */
export interface FileOwner {
  owner: StaffBrowser;
  /** Unique per attempt and project, so leads and people of this file are told apart from any other's. */
  tag: string;
}

/**
 * Registers the hooks that give a serial staff spec file its owner: enrolled from the CLI's link before the
 * file's first test, on a device of their own, and closed after its last. `prefix` tells the files' tags apart.
 */
export function ownerForFile(prefix: string): FileOwner {
  const file = {} as FileOwner;
  test.beforeAll(async ({ browser }, testInfo) => {
    file.tag = `${prefix}${Date.now().toString(36)}${testInfo.project.name}`;
    file.owner = await staffBrowser(browser, testInfo);
    await enrol(file.owner, await cliEnrolmentLink('Olivia Owner', `owner-${file.tag}@example.com`, 'owner'));
  });
  test.afterAll(async () => {
    // Not there when the enrolment above failed: nothing to close then.
    await (file as Partial<FileOwner>).owner?.context.close();
  });
  return file;
}

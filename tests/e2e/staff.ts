/**
 * Helpers for the staff inbox's end-to-end test: a browser context with Chromium's virtual authenticator
 * (the DevTools WebAuthn domain), the `leads` CLI against the test's own service, and a console watch.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/**
 * The browser's own lines for answers the inbox expects and handles: a 401 (no session yet, or revoked: the
 * inbox then shows the sign-in page), the event stream closing when the service refuses it, and the 409 the
 * test causes on purpose (a change from a stale copy of a lead).
 */
export const EXPECTED_STAFF_CONSOLE = /status of 40[19] \((Unauthorized|Conflict)\)|EventSource's response has a status 401/;

export interface StaffBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors not expected (checked by the test at its end). */
  errors: string[];
}

/**
 * A context of its own (a person on their own device) at the project's width, on `localhost` (a passkey's
 * relying party must be a domain name: 127.0.0.1 is refused), with a platform authenticator that holds
 * discoverable credentials and verifies the user without a prompt.
 */
export async function staffBrowser(browser: Browser, testInfo: TestInfo): Promise<StaffBrowser> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const local = new URL(baseURL ?? 'http://127.0.0.1');
  local.hostname = 'localhost';
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: local.origin, acceptDownloads: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page, errors: watchConsole(page) };
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

/** `npm run leads -- staff add <name> <email> --role <role>` against the test's service; the enrolment link's path and fragment. */
export async function cliEnrolmentLink(name: string, email: string, role: 'owner' | 'staff'): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the service and the tests)');
  const { stdout, stderr } = await run(path.join(root, 'node_modules/.bin/tsx'), ['server/cli.ts', 'staff', 'add', name, email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  const url = /\S*\/staff\/enrol\/?#[A-Za-z0-9_-]+/.exec(stdout)?.[0];
  if (!url) throw new Error(`no enrolment link in the CLI's output:\n${stdout}\n${stderr}`);
  const parsed = new URL(url, 'http://placeholder');
  return parsed.pathname + parsed.hash;
}

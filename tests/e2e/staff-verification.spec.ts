/**
 * A passkey must prove the person, not only the device, end to end: Chromium's virtual authenticator stands for
 * a device that cannot verify whoever holds it (no screen lock, no fingerprint: like a security key without a
 * PIN) and for a phone whose fingerprint check fails. Neither enrols nor signs in, the page says why in words a
 * person understands, and the same person with verification on gets in. Since the service asks for verification,
 * Chromium refuses such an authenticator itself; the service's own refusal, for a client that does not, is
 * tests/unit/server/staff-auth.test.ts's. Runs once (phone project): the width does not matter to what is checked.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { cliEnrolmentLink, enrol, staffBrowser, type StaffBrowser } from './staff';

test.describe.configure({ mode: 'serial' });

const VERIFIES = { hasUserVerification: true, isUserVerified: true };
const CANNOT_VERIFY = { hasUserVerification: false, isUserVerified: false };

/** The refusal the page shows (the browser's or the service's, USER_NOT_VERIFIED: the same first words), and no session. */
async function refused(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('alert')).toHaveText(/^Your device did not confirm it is you \(fingerprint, face or PIN\)/);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toHaveCount(0);
}

/** An email address of this attempt's own: a retry, or the other project, finds the first attempt's people in the store. */
const emailOf = (who: string, testInfo: TestInfo): string => `${who}-v${Date.now().toString(36)}${testInfo.project.name}@example.com`;

let owner: StaffBrowser | undefined;

test.afterAll(async () => {
  await owner?.context.close();
});

test('a device that cannot verify the person cannot enrol; with verification on, the same link works @phone', async ({ browser }, testInfo) => {
  const link = await cliEnrolmentLink('Pat Pinless', emailOf('pat', testInfo), 'staff');
  const pat = await staffBrowser(browser, testInfo, undefined, CANNOT_VERIFY);
  try {
    await pat.page.goto(link);
    await pat.page.getByRole('button', { name: 'Create my passkey' }).click();
    await refused(pat.page, 'Set up your passkey');
    // Pat turns on a screen lock (an authenticator that verifies) and presses the button again: the link was not used up.
    await pat.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: pat.authenticatorId });
    await pat.cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, ...VERIFIES, automaticPresenceSimulation: true },
    });
    await pat.page.getByRole('button', { name: 'Create my passkey' }).click();
    await expect(pat.page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    expect(pat.errors).toEqual([]);
  } finally {
    await pat.context.close();
  }
});

test("the owner's passkey signs in only when the device confirms it is them @phone", async ({ browser }, testInfo) => {
  owner = await staffBrowser(browser, testInfo);
  await enrol(owner, await cliEnrolmentLink('Olivia Owner', emailOf('owner', testInfo), 'owner'));
  const { page, cdp, authenticatorId } = owner;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
  // The fingerprint check fails (someone else holds the phone).
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await refused(page, 'Staff sign-in');
  // The owner themself.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  expect(owner.errors).toEqual([]);
});

test("the owner's passkey on a device that cannot verify whoever holds it does not sign in @phone", async ({ browser }, testInfo) => {
  if (!owner) throw new Error('the owner was not enrolled (the test before this one failed)');
  const { credentials } = await owner.cdp.send('WebAuthn.getCredentials', { authenticatorId: owner.authenticatorId });
  expect(credentials).toHaveLength(1);
  const finder = await staffBrowser(browser, testInfo, undefined, CANNOT_VERIFY);
  try {
    await finder.cdp.send('WebAuthn.addCredential', { authenticatorId: finder.authenticatorId, credential: credentials[0] });
    await finder.page.goto('/staff/signin/');
    await finder.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await refused(finder.page, 'Staff sign-in');
    await finder.page.goto('/staff/');
    await expect(finder.page).toHaveURL(/\/staff\/signin\/?(\?|$)/);
    expect(finder.errors).toEqual([]);
  } finally {
    await finder.context.close();
  }
});

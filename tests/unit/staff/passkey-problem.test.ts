/**
 * What the enrolment and sign-in pages say when the passkey step fails (src/components/staff/passkey.ts). The
 * service requires user verification, so a device that cannot verify the person is refused by the browser
 * itself (NotAllowedError, which the browser also gives for a closed prompt or a time-out) or, should a browser
 * not refuse it, by the service (USER_NOT_VERIFIED). Either way the person reads the same first words.
 */
import { StaffApiError } from '../../../src/browser/staff/client';
import { passkeyProblem } from '../../../src/components/staff/passkey';
import { USER_NOT_VERIFIED } from '../../../src/staff/api';

const FIRST_WORDS = /^Your device did not confirm it is you \(fingerprint, face or PIN\)/;

/** An error as the browser throws it from navigator.credentials (a DOMException's name and message). */
const browserError = (name: string): Error => Object.assign(new Error('The operation either timed out or was not allowed.'), { name });

describe('what the passkey pages say', () => {
  test.each(['sign in', 'create your passkey'] as const)('the browser refused (NotAllowedError) to %s: the device did not confirm it is them, and what to do', (doing) => {
    const text = passkeyProblem(browserError('NotAllowedError'), doing);
    expect(text).toMatch(FIRST_WORDS);
    expect(text).toContain(`Press the button to ${doing} again`);
    expect(text).toContain('screen lock');
  });

  test('the service refused an answer without verification: its own words, which start the same', () => {
    expect(passkeyProblem(new StaffApiError(401, USER_NOT_VERIFIED), 'sign in')).toBe(USER_NOT_VERIFIED);
    expect(USER_NOT_VERIFIED).toMatch(FIRST_WORDS);
  });
});

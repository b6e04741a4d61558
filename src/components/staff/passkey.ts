/**
 * What the browser's passkey prompt failing means to the person (the error names @simplewebauthn/browser passes
 * on), or the service's own words when it refused the answer (USER_NOT_VERIFIED of src/staff/api.ts among them).
 */
import { StaffApiError } from '../../browser/staff/client';

export function passkeyProblem(err: unknown, doing: 'sign in' | 'create your passkey'): string {
  if (err instanceof StaffApiError) {
    if (err.status === 429) return `Too many sign-in attempts. Please wait${err.retryAfter ? ` ${Math.ceil(err.retryAfter / 60)} min` : ' a few minutes'} and try again.`;
    return err.message;
  }
  const name = err instanceof Error ? err.name : '';
  // The browser says NotAllowedError alike when the person closed the prompt, when it timed out and when the
  // device could not verify them (the service requires it: a failed fingerprint, or a security key without a PIN).
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return `Your device did not confirm it is you (fingerprint, face or PIN), or its prompt was closed or timed out. Press the button to ${doing} again; if your device has no screen lock (or your security key no PIN), turn one on first.`;
  }
  if (name === 'InvalidStateError') return 'This device already has a passkey for you: use "Sign in" instead.';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'This browser cannot use passkeys here. Use an up-to-date browser on the gym\'s own address.';
  return `Could not ${doing}: ${err instanceof Error ? err.message : String(err)}`;
}

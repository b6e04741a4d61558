/**
 * Header hygiene for notifications: nothing a visitor typed may start a new header line.
 * CR, LF and every other control or line-separator character becomes a space.
 */
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

export function headerSafe(value: string, max = 200): string {
  const cleaned = value.replace(BREAKS, ' ').replace(/\s{2,}/g, ' ').trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

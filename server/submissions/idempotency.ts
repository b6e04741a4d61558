/**
 * One submission per idempotency key. The browser sends `Idempotency-Key` with a
 * key it keeps while the visitor retries the same form content; the submission's id is derived from
 * the form, the key and the content, so a repeat is the same row (the store inserts with
 * `ON CONFLICT (id) DO NOTHING`) and is answered like the first. The same key with other content
 * is another id, so nothing a visitor changed is ever dropped as a repeat.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** What a key may look like: a UUID or any 8 to 200 letters, digits and `-_.:`. */
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The request's key, or null when it has none or an unusable one (then the post is stored as new). */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return v && KEY.test(v) ? v : null;
}

/** The submission id: derived from form, key and content when there is a key (a UUID-shaped hash), else random. */
export function submissionId(formId: string, key: string | null, content: unknown): string {
  if (!key) return randomUUID();
  const h = createHash('sha256').update(formId).update('\0').update(key).update('\0').update(JSON.stringify(content)).digest();
  h[6] = (h[6] & 0x0f) | 0x80; // version 8: custom
  h[8] = (h[8] & 0x3f) | 0x80; // RFC 9562 variant
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

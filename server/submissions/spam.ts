/**
 * Floods within the limits:
 * - spamRecord: what is kept of a post that filled the honeypot: the form's own fields, each cut to
 *   its own limit, and the honeypot's value (200 characters), never the 32 KB a bot may send.
 *   A visitor whose browser filled the hidden field by mistake keeps every answer the form allows.
 * - LowDisk: whether the data directory's disk has less free space than the low-disk mark; then
 *   spam is refused (intake.ts) and the room left is kept for real submissions.
 */
import fsp from 'node:fs/promises';
import { HONEYPOT_FIELD, fieldDefs, type FormId } from '../../src/forms';
import type { JsonValue } from './types';

const HONEYPOT_KEEP = 200;
const DEFAULT_KEEP = 200;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string safe to store as JSON (NULs and broken Unicode replaced), at most `max` characters. */
function safeText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- NULs are what it replaces
  return value.slice(0, max).replace(/\u0000/g, '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
}

function keep(value: unknown, max: number, items: number): JsonValue | undefined {
  if (typeof value === 'string') return safeText(value, max);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.slice(0, items).filter((v): v is string => typeof v === 'string').map((v) => safeText(v, max));
  return undefined;
}

/**
 * The spam record of a post to `formId`: the form's fields (from `fields` or the top level, as
 * the intake reads them) within the form's limits, the honeypot's value, and `_cut` saying how
 * large the post was and how many other keys it had when anything was left out.
 */
export function spamRecord(formId: FormId, body: Record<string, unknown>, receivedBytes: number): { [key: string]: JsonValue } {
  const source = isPlainObject(body.fields) ? body.fields : body;
  const out: { [key: string]: JsonValue } = {};
  let cut = false;
  for (const def of fieldDefs(formId)) {
    if (!Object.prototype.hasOwnProperty.call(source, def.name)) continue;
    const raw = source[def.name];
    const max = def.maxLength ?? DEFAULT_KEEP;
    const items = Array.isArray(def.options) ? def.options.length : 20;
    const kept = keep(raw, max, items);
    if (kept === undefined) cut = true;
    else {
      out[def.name] = kept;
      if (JSON.stringify(kept) !== JSON.stringify(raw)) cut = true;
    }
  }
  const honeypot = isPlainObject(body.fields) && body.fields[HONEYPOT_FIELD] !== undefined ? body.fields[HONEYPOT_FIELD] : body[HONEYPOT_FIELD];
  const trap = typeof honeypot === 'string' ? honeypot : JSON.stringify(honeypot ?? null);
  out[HONEYPOT_FIELD] = safeText(trap, HONEYPOT_KEEP);
  if (trap.length > HONEYPOT_KEEP) cut = true;
  const known = new Set([...fieldDefs(formId).map((d) => d.name), HONEYPOT_FIELD, 'fields', 'email', 'subject', 'message', '_replyto', '_subject']);
  const otherKeys = [...Object.keys(body), ...(isPlainObject(body.fields) ? Object.keys(body.fields) : [])].filter((k) => !known.has(k)).length;
  if (cut || otherKeys > 0) out._cut = { receivedBytes, otherKeys };
  return out;
}

export interface LowDiskOptions {
  /** A directory on the disk to watch (DATA_DIR). */
  dir: string;
  /** Below this many free bytes the disk is low. */
  minFreeBytes: number;
  /** How long a reading is reused (default 1 s). */
  recheckMs?: number;
}

export class LowDisk {
  private low = false;
  private checkedAt = -Infinity;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly options: LowDiskOptions,
    private readonly log: { warn(msg: string): void; info(msg: string): void },
  ) {}

  /** True while the disk's free space is below the mark; a disk that cannot be read counts as low. */
  isLow(): Promise<boolean> {
    if (Date.now() - this.checkedAt < (this.options.recheckMs ?? 1000)) return Promise.resolve(this.low);
    this.pending ??= this.read().finally(() => (this.pending = null));
    return this.pending;
  }

  private async read(): Promise<boolean> {
    let free: number | null = null;
    try {
      const st = await fsp.statfs(this.options.dir);
      free = st.bavail * st.bsize;
    } catch {
      free = null;
    }
    const low = free === null || free < this.options.minFreeBytes;
    this.checkedAt = Date.now();
    if (low !== this.low) {
      const mb = (n: number): string => `${Math.round(n / (1024 * 1024))} MB`;
      if (low) {
        this.log.warn(
          `disk: ${free === null ? `free space on ${this.options.dir} cannot be read` : `${mb(free)} free on ${this.options.dir}`}, below LOW_DISK_MB (${mb(this.options.minFreeBytes)}): spam is refused, real submissions are still stored while they fit`,
        );
      } else this.log.info(`disk: ${mb(free ?? 0)} free on ${this.options.dir} again; spam is stored again`);
    }
    this.low = low;
    return low;
  }
}

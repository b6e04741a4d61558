/** The submissions' SQL on either database: one schema, one set of statements, two drivers. */
import { randomUUID } from 'node:crypto';
import type { DeliveryHealth, DeliveryState, JsonValue, LeadStore, ListOptions, MailBudget, NewSubmission, NotSpamResult, PurgeCutoffs, PurgeResult, StoreCounts, StoredSubmission } from './types';
import { DELIVERY_STATES } from './types';
import { gymDate } from '../../src/content/gym-time';
import { SOURCE_LANGUAGE, isLanguageCode } from '../../src/content/languages';
import type { Database, SqlDriver } from '../db/types';
import { redactSecrets } from '../redact';

type Row = Record<string, unknown>;

function toDate(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  // Not `instanceof Date`: the driver's Date may come from another realm (PGlite under a test runner).
  if (Object.prototype.toString.call(v) === '[object Date]') return new Date((v as Date).getTime());
  if (typeof v === 'string' || typeof v === 'number') return new Date(String(v));
  return new Date(Number.NaN); // not a time at all: an invalid Date, as String(v) of an object would give
}

function toJson(v: unknown): { [key: string]: JsonValue } {
  if (typeof v === 'string') return JSON.parse(v) as { [key: string]: JsonValue };
  return (v ?? {}) as { [key: string]: JsonValue };
}

function rowToSubmission(r: Row): StoredSubmission {
  return {
    id: String(r.id),
    formId: String(r.form_id),
    createdAt: toDate(r.created_at) as Date,
    clientIp: (r.client_ip as string | null) ?? null,
    userAgent: (r.user_agent as string | null) ?? null,
    fields: toJson(r.fields),
    payload: toJson(r.payload),
    spam: Boolean(r.spam),
    deliveryState: r.delivery_state as DeliveryState,
    attempts: Number(r.attempts ?? 0),
    // Masked again on the way out: rows written before redaction existed may hold a secret.
    lastError: typeof r.last_error === 'string' ? redactSecrets(r.last_error) : null,
    nextAttemptAt: toDate(r.next_attempt_at),
    deliveredAt: toDate(r.delivered_at),
    claimToken: typeof r.claim_token === 'string' ? r.claim_token : null,
    digestId: typeof r.digest_id === 'string' ? r.digest_id : null,
    // Only the site's languages are stored (the intake refuses others); one taken off the list reads as English.
    language: isLanguageCode(r.language) ? r.language : SOURCE_LANGUAGE,
  };
}

/**
 * The submissions on a Database: the insert is the database's journaled one, the rest plain SQL. A
 * submission's received time comes from the service; every time that decides who may send it (due,
 * lease, retry) is the database's own clock (now()), so workers on machines whose clocks differ
 * still agree on whose turn it is.
 */
export class SubmissionStore<D extends Database = Database> implements LeadStore {
  private readonly sql: SqlDriver;

  constructor(readonly db: D) {
    this.sql = db.sql;
  }

  get kind(): Database['kind'] {
    return this.db.kind;
  }

  get location(): string {
    return this.db.location;
  }

  insert(submission: NewSubmission): Promise<void> {
    return this.db.insert(submission);
  }

  close(): Promise<void> {
    return this.db.close();
  }

  async get(id: string): Promise<StoredSubmission | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.sql.query('SELECT * FROM submissions WHERE id = $1::uuid', [id]);
    return rows[0] ? rowToSubmission(rows[0]) : null;
  }

  async list(options: ListOptions = {}): Promise<StoredSubmission[]> {
    const limit = Math.max(1, Math.min(options.limit ?? 100, 100_000));
    const offset = Math.max(0, options.offset ?? 0);
    const rows = await this.sql.query(
      'SELECT * FROM submissions ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2',
      [limit, offset],
    );
    return rows.map(rowToSubmission);
  }

  async listUndelivered(): Promise<StoredSubmission[]> {
    const rows = await this.sql.query(
      "SELECT * FROM submissions WHERE delivery_state IN ('pending', 'failed', 'stored') ORDER BY created_at DESC, id DESC",
    );
    return rows.map(rowToSubmission);
  }

  async claimDue(leaseMs: number, limit: number, token: string = randomUUID()): Promise<StoredSubmission[]> {
    // One statement: the rows are locked as they are picked (rows another worker is claiming at
    // this moment are skipped, not waited for) and re-checked on their newest version. Due and
    // lease times are the database's clock (now()), the same for every worker whatever its own.
    const rows = await this.sql.query(
      // The pick is a MATERIALIZED CTE: as a subquery of `id IN (...)` the planner may run it again
      // and claim more rows than `limit` (seen: 9 claimed with a limit of 2, which the daily mail
      // ceiling cannot allow).
      `WITH picked AS MATERIALIZED (
         SELECT id FROM submissions
         WHERE delivery_state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
         ORDER BY created_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       UPDATE submissions s SET next_attempt_at = now() + $2 * interval '1 millisecond', claim_token = $3::uuid
       FROM picked
       WHERE s.id = picked.id
         AND s.delivery_state = 'pending' AND (s.next_attempt_at IS NULL OR s.next_attempt_at <= now())
       RETURNING s.*`,
      [limit, Math.round(leaseMs), token],
    );
    return rows.map(rowToSubmission).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async markDelivered(id: string, at: Date | null, claimToken?: string): Promise<boolean> {
    // The claim's token stays on the row: recording the same delivery again (an answer lost on the
    // way back from the database) is then recognised as done, not as someone else's claim.
    const rows = await this.sql.query(
      `UPDATE submissions SET delivery_state = 'delivered', delivered_at = COALESCE($2::timestamptz, now()), attempts = attempts + 1,
         next_attempt_at = NULL, last_error = NULL${claimToken ? '' : ', claim_token = NULL'}
       WHERE id = $1::uuid AND ${claimToken ? "delivery_state = 'pending' AND claim_token = $3::uuid" : "delivery_state <> 'spam'"}
       RETURNING id`,
      claimToken ? [id, at ? at.toISOString() : null, claimToken] : [id, at ? at.toISOString() : null],
    );
    if (rows.length > 0 || !claimToken) return rows.length > 0;
    const done = await this.sql.query(
      "SELECT 1 FROM submissions WHERE id = $1::uuid AND delivery_state = 'delivered' AND claim_token = $2::uuid",
      [id, claimToken],
    );
    return done.length > 0;
  }

  async markDeliveredInDigest(ids: readonly string[], digestId: string, claimToken: string): Promise<string[]> {
    if (ids.length === 0) return [];
    // As markDelivered: the token stays, so recording the same digest again finds it done.
    const rows = await this.sql.query<{ id: string }>(
      `UPDATE submissions SET delivery_state = 'delivered', delivered_at = now(), digest_id = $2::uuid, attempts = attempts + 1,
         next_attempt_at = NULL, last_error = NULL
       WHERE id = ANY($1::uuid[]) AND ((delivery_state = 'pending' AND claim_token = $3::uuid)
         OR (delivery_state = 'delivered' AND claim_token = $3::uuid AND digest_id = $2::uuid))
       RETURNING id`,
      [[...ids], digestId, claimToken],
    );
    return rows.map((r) => r.id);
  }

  async mailBudget(dayStart: Date): Promise<MailBudget> {
    // The day's start comes from the caller (the gym's zone, by Node's data): the database's own zone data may be older.
    const rows = await this.sql.query<{ sent: string | number; since_ms: string | number | null }>(
      `SELECT
         (SELECT count(*) FROM submissions WHERE delivery_state = 'delivered' AND digest_id IS NULL
            AND delivered_at >= $1::timestamptz) AS sent,
         (SELECT (EXTRACT(EPOCH FROM now() - max(delivered_at)) * 1000)::double precision
            FROM submissions WHERE delivery_state = 'delivered' AND digest_id IS NOT NULL) AS since_ms`,
      [dayStart.toISOString()],
    );
    const r = rows[0] as (typeof rows)[number] | undefined;
    return { sentToday: Number(r?.sent ?? 0), sinceLastDigestMs: r?.since_ms === null || r?.since_ms === undefined ? null : Math.max(0, Number(r.since_ms)) };
  }

  async markAttemptFailed(id: string, error: string, retryInMs: number | null, claimToken?: string): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE submissions SET attempts = attempts + 1, last_error = $2, claim_token = NULL,
         delivery_state = CASE WHEN $3::double precision IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + $3::double precision * interval '1 millisecond'
       WHERE id = $1::uuid AND delivery_state = 'pending'${claimToken ? ' AND claim_token = $4::uuid' : ''}
       RETURNING id`,
      [id, error.slice(0, 2000), retryInMs === null ? null : Math.round(retryInMs), ...(claimToken ? [claimToken] : [])],
    );
    return rows.length > 0;
  }

  async releaseClaims(ids: readonly string[] | 'all', claimToken: string): Promise<number> {
    if (ids !== 'all' && ids.length === 0) return 0;
    const rows = await this.sql.query(
      `UPDATE submissions SET next_attempt_at = now(), claim_token = NULL
       WHERE claim_token = $1::uuid AND delivery_state = 'pending'${ids === 'all' ? '' : ' AND id = ANY($2::uuid[])'}
       RETURNING id`,
      ids === 'all' ? [claimToken] : [claimToken, [...ids]],
    );
    return rows.length;
  }

  async requeueUndelivered(ids?: readonly string[]): Promise<number> {
    // A claimed submission belongs to the worker that claimed it: it may be on its way to the gym
    // right now, and re-queueing it would let a second worker send it too. So a claim is never
    // touched here, whatever the clocks say: one whose lease has ended is due already, and the
    // next claim (this command's own outbox, or any service's) takes it over.
    const base = `UPDATE submissions SET delivery_state = 'pending', next_attempt_at = now(), claim_token = NULL
      WHERE delivery_state IN ('pending', 'failed', 'stored') AND claim_token IS NULL`;
    const rows =
      ids === undefined
        ? await this.sql.query(`${base} RETURNING id`)
        : await this.sql.query(`${base} AND id = ANY($1::uuid[]) RETURNING id`, [[...ids]]);
    return rows.length;
  }

  async markNotSpam(idOrPrefix: string): Promise<NotSpamResult> {
    const prefix = idOrPrefix.trim().toLowerCase();
    if (!/^[0-9a-f-]{8,36}$/.test(prefix)) return { outcome: 'not-found' };
    const found = await this.sql.query<{ id: string; spam: boolean; delivery_state: DeliveryState; delivered_at: unknown }>(
      "SELECT id, spam, delivery_state, delivered_at FROM submissions WHERE id::text LIKE $1 || '%' LIMIT 2",
      [prefix],
    );
    if (found.length === 0) return { outcome: 'not-found' };
    if (found.length > 1) return { outcome: 'ambiguous' };
    const row = found[0];
    const base = { id: row.id, deliveryState: row.delivery_state, deliveredAt: toDate(row.delivered_at) };
    if (!row.spam) return { outcome: 'not-spam', ...base };
    if (row.delivery_state === 'spam') return { outcome: 'not-a-form', ...base };
    await this.sql.query("UPDATE submissions SET spam = false WHERE id = $1::uuid AND delivery_state <> 'spam'", [row.id]);
    return { outcome: row.delivery_state === 'delivered' ? 'already-delivered' : 'moved', ...base };
  }

  async deliveryHealth(): Promise<DeliveryHealth> {
    const rows = await this.sql.query<{ waiting: string | number; oldest: unknown; age_ms: string | number | null }>(
      `SELECT count(*) AS waiting, min(created_at) AS oldest,
         (EXTRACT(EPOCH FROM now() - min(created_at)) * 1000)::double precision AS age_ms
       FROM submissions WHERE delivery_state IN ('pending', 'failed')`,
    );
    const r = rows[0] as (typeof rows)[number] | undefined; // an aggregate always gives one row
    return {
      waiting: Number(r?.waiting ?? 0),
      oldest: toDate(r?.oldest),
      oldestAgeMs: r?.age_ms === null || r?.age_ms === undefined ? null : Math.max(0, Number(r.age_ms)),
    };
  }

  async counts(): Promise<StoreCounts> {
    const rows = await this.sql.query<{ delivery_state: DeliveryState; n: string | number }>(
      'SELECT delivery_state, count(*) AS n FROM submissions GROUP BY delivery_state',
    );
    const byState = Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<DeliveryState, number>;
    let total = 0;
    for (const r of rows) {
      byState[r.delivery_state] = Number(r.n);
      total += Number(r.n);
    }
    return { total, byState };
  }

  /**
   * Deletes, then has the database leave no copy of what went: the lead's tables vacuumed and the
   * journal compacted, the audit log's table vacuumed when its retention removed anything.
   */
  async purge(cutoffs: PurgeCutoffs): Promise<PurgeResult> {
    await this.db.beforeErase();
    const submissions = await this.purgeSubmissions(cutoffs);
    const audit = await this.auditRetention(cutoffs.auditBefore, cutoffs.auditAddressesBefore);
    const result = { ...submissions, auditEntries: audit.entries, auditAddresses: audit.addresses };
    // With the staff inbox's copies (search text, notes, history) of the removed leads.
    if (result.delivered + result.spam > 0) await this.db.erased(['submissions', 'staff_leads', 'staff_notes', 'staff_lead_history'], { journal: true });
    if (result.auditEntries + result.auditAddresses > 0) await this.db.erased(['staff_audit'], { journal: false });
    return result;
  }

  /**
   * The audit log's retention, through the database's staff_audit_retention (the only way entries leave
   * it): entries from before `entriesBefore` removed, failed sign-ins' addresses from before
   * `addressesBefore` cleared; an entry says so when there was anything to do.
   */
  private async auditRetention(entriesBefore: Date, addressesBefore: Date): Promise<{ entries: number; addresses: number }> {
    const rows = await this.db.syncedSql.query<{ removed: string | number; cleared: string | number }>(
      'SELECT removed, cleared FROM staff_audit_retention($1::timestamptz, $2::timestamptz, $3, $4)',
      [entriesBefore.toISOString(), addressesBefore.toISOString(), gymDate(entriesBefore), gymDate(addressesBefore)],
    );
    const row = rows[0] as (typeof rows)[number] | undefined;
    return { entries: Number(row?.removed ?? 0), addresses: Number(row?.cleared ?? 0) };
  }

  private async purgeSubmissions(cutoffs: PurgeCutoffs): Promise<Omit<PurgeResult, 'auditEntries' | 'auditAddresses'>> {
    const eligible = `((delivery_state = 'delivered' AND created_at < $1::timestamptz AND COALESCE(delivered_at, created_at) < $1::timestamptz)
         OR (delivery_state = 'spam' AND created_at < $2::timestamptz))`;
    const cut = [cutoffs.deliveredBefore.toISOString(), cutoffs.spamBefore.toISOString()];
    // The audit entry names the gym's days (src/content/gym-time.ts) of the oldest and newest rows, read first:
    // the database's own zone data may be older. The delete takes only rows within them.
    const span = await this.sql.query<{ oldest: unknown; newest: unknown }>(
      `SELECT min(created_at) AS oldest, max(created_at) AS newest FROM submissions WHERE ${eligible}`,
      cut,
    );
    const oldest = toDate(span[0]?.oldest);
    const newest = toDate(span[0]?.newest);
    if (!oldest || !newest) return { delivered: 0, spam: 0, oldest: null, newest: null };
    // One statement, so one transaction: the ids are recorded as purged exactly when the rows go,
    // their notes, stage and history go with them (ON DELETE CASCADE), and the audit log says so.
    const rows = await this.sql.query<{ delivery_state: DeliveryState; created_at: unknown }>(
      `WITH gone AS (
         DELETE FROM submissions
         WHERE ${eligible} AND created_at >= $3::timestamptz AND created_at < $4::timestamptz
         RETURNING id, delivery_state, created_at
       ), noted AS (
         INSERT INTO purged_submissions (id) SELECT id FROM gone ON CONFLICT (id) DO NOTHING
       ), audited AS (
         INSERT INTO staff_audit (action, detail)
         SELECT 'purge', format('Retention removed %s submission(s) received %s to %s, with %s note(s) and %s history entr(ies)',
           (SELECT count(*) FROM gone), $5::text, $6::text,
           (SELECT count(*) FROM staff_notes WHERE lead_id IN (SELECT id FROM gone)),
           (SELECT count(*) FROM staff_lead_history WHERE lead_id IN (SELECT id FROM gone)))
         WHERE EXISTS (SELECT 1 FROM gone)
       )
       SELECT delivery_state, created_at FROM gone`,
      // A millisecond either side: the database keeps microseconds, a Date milliseconds.
      [...cut, new Date(oldest.getTime() - 1).toISOString(), new Date(newest.getTime() + 1).toISOString(), gymDate(oldest), gymDate(newest)],
    );
    const result: Omit<PurgeResult, 'auditEntries' | 'auditAddresses'> = { delivered: 0, spam: 0, oldest: null, newest: null };
    for (const r of rows) {
      if (r.delivery_state === 'spam') result.spam++;
      else result.delivered++;
      const at = toDate(r.created_at) as Date;
      if (!result.oldest || at < result.oldest) result.oldest = at;
      if (!result.newest || at > result.newest) result.newest = at;
    }
    return result;
  }
}

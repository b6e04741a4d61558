/**
 * Reads of the lead list (GET /api/staff/leads): audited and limited per session.
 *
 * The audit log gets one 'read' entry per session and filter set, extended while the person keeps
 * reading that list (pages, live refreshes) and closed after READ_ENTRY_IDLE_MINUTES without a read:
 * "Sam read 412 leads (the inbox, stage Contacted)". Its count is of different leads, so a list
 * refreshed a hundred times by live updates reads as the leads it showed, not a hundred pages.
 * One row per page would bury everything else in the log; one row per session would hide what was read.
 *
 * The limit: a session may read at most `perHour` different leads in an hour (any filters), enough
 * for a person paging through the inbox all day, not for a script copying 50,000 leads; past it the
 * list answers 429 with a message the inbox shows.
 *
 * staff_list_reads keeps which leads each entry counted (to count each once) for as long as the
 * entry is open or the hour lasts; it goes with the session and with a purged lead.
 */
import { englishNameOf } from '../../src/content/languages';
import { FORM_FILTERS } from '../../src/staff/query';
import { stageLabel } from '../../src/staff/labels';
import type { SqlDriver } from '../db/types';
import { sha256 } from './hash';
import { first } from './rows';
import type { Actor, LeadFilter } from './types';

/** The window of the per-session limit. */
const READ_WINDOW_SECONDS = 3600;
/** A session's reading of one filter set is one audit entry until it pauses this long. */
const READ_ENTRY_IDLE_MINUTES = 30;

/**
 * A filter set in words, for the audit log and as the key of its 'read' entries. A search is named,
 * not quoted: what was searched for is a person's name or number, kept out of the log.
 */
export function filterWords(filter: LeadFilter): string {
  const words = [filter.view === 'spam' ? 'suspected spam' : 'the inbox'];
  if (filter.stage) words.push(`stage ${stageLabel(filter.stage)}`);
  if (filter.form) words.push(`${FORM_FILTERS.find((f) => f.id === filter.form)?.label ?? filter.form} form`);
  if (filter.language) words.push(`written in ${englishNameOf(filter.language)}`);
  if (filter.from && filter.to) words.push(`received ${filter.from} to ${filter.to}`);
  else if (filter.from) words.push(`received from ${filter.from}`);
  else if (filter.to) words.push(`received until ${filter.to}`);
  if (filter.due) words.push('follow-up due');
  if (filter.q) words.push('a search');
  return words.join(', ');
}

type ReadOutcome = { ok: true } | { ok: false; read: number; retryAfterSeconds: number };

export class ListReads {
  constructor(private readonly db: SqlDriver) {}

  /**
   * Records that the session `tokenHash` was shown `leadIds` under `filter`, or refuses (nothing
   * recorded) when that would take the session past `perHour` different leads within the hour.
   */
  async record(tokenHash: string, actor: Actor, filter: LeadFilter, leadIds: readonly string[], perHour: number): Promise<ReadOutcome> {
    if (leadIds.length === 0) return { ok: true };
    const ids = [...leadIds];
    // What is no longer needed: outside the hour and counted by an entry that is closed.
    await this.db.query(
      `DELETE FROM staff_list_reads r WHERE r.token_hash = $1 AND r.at <= now() - $2 * interval '1 second'
       AND NOT EXISTS (SELECT 1 FROM staff_audit a WHERE a.id = r.entry_id AND a.last_at > now() - $3 * interval '1 minute')`,
      [tokenHash, READ_WINDOW_SECONDS, READ_ENTRY_IDLE_MINUTES],
    );
    const seen = first(
      await this.db.query<{ read: string | number; again: string | number; wait: string | number | null }>(
        `SELECT count(DISTINCT lead_id) AS read,
           count(DISTINCT lead_id) FILTER (WHERE lead_id = ANY($3::uuid[])) AS again,
           ceil(extract(epoch FROM min(at) + $2 * interval '1 second' - now())) AS wait
         FROM staff_list_reads WHERE token_hash = $1 AND at > now() - $2 * interval '1 second'`,
        [tokenHash, READ_WINDOW_SECONDS, ids],
      ),
    );
    const read = Number(seen?.read ?? 0);
    if (read + ids.length - Number(seen?.again ?? 0) > perHour) {
      return { ok: false, read, retryAfterSeconds: Math.max(1, Math.min(READ_WINDOW_SECONDS, Number(seen?.wait ?? READ_WINDOW_SECONDS))) };
    }
    const words = filterWords(filter);
    const entry = first(
      await this.db.query<{ id: string | number }>(
        `WITH live AS (
           SELECT id FROM staff_audit WHERE read_key = $1 AND last_at > now() - $2 * interval '1 minute' ORDER BY id DESC LIMIT 1
         ), made AS (
           INSERT INTO staff_audit (actor_id, actor_name, action, detail, read_key, read_count, last_at)
           SELECT $3::uuid, $4, 'read', $5, $1, 0, now() WHERE NOT EXISTS (SELECT 1 FROM live)
           RETURNING id
         )
         SELECT id FROM live UNION ALL SELECT id FROM made`,
        [sha256(`${tokenHash}|${words}`), READ_ENTRY_IDLE_MINUTES, actor.id, actor.name, words],
      ),
    );
    if (!entry) throw new Error('no audit entry for a list read');
    await this.db.query(
      `WITH fresh AS (
         INSERT INTO staff_list_reads (entry_id, token_hash, lead_id)
         SELECT $1::bigint, ss.token_hash, s.id FROM submissions s, staff_sessions ss WHERE ss.token_hash = $2 AND s.id = ANY($3::uuid[])
         ON CONFLICT (entry_id, lead_id) DO NOTHING
         RETURNING lead_id
       )
       UPDATE staff_audit SET read_count = read_count + (SELECT count(*) FROM fresh), last_at = now() WHERE id = $1::bigint`,
      [Number(entry.id), tokenHash, ids],
    );
    return { ok: true };
  }
}

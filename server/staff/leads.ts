/**
 * The work on leads on any SqlDriver: the list (keyset pages, filters, search), a lead's
 * detail, stage and follow-up changes (optimistic, by version), notes. Each change writes its
 * history, its audit entry and its live-update event in the same statement, so in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { LEAD_STAGES, STAGE_NEEDING_REASON, type LeadChange, type LeadDetail, type LeadEvent, type LeadEventKind, type LeadNote, type LeadSummary } from '../../src/staff/api';
import { gymDate, nextDate, startOfGymDate } from '../../src/content/gym-time';
import type { SqlDriver } from '../db/types';
import { actorOf, fieldsOf, first, iso, jsonObject, rowToSummary, type Row } from './rows';
import type { Actor, LeadFilter } from './types';

/** What the audit log says in place of a Not interested reason (which stays in the lead's own history). */
const REASON_KEPT = "(reason in the lead's history)";

/** A line of a lead's history and its audit entry: `auditText` when the audit log must not say all of `text`. */
interface HistoryEntry {
  kind: LeadEventKind;
  audit: string;
  text: string;
  auditText?: string;
}

/** A person's views of a lead within this many minutes are one 'viewed' entry in its history (each is audited). */
const VIEW_HISTORY_MINUTES = 30;

const SUMMARY_COLUMNS = `s.id, s.form_id, s.created_at, s.fields, s.delivery_state, s.spam, s.delivered_at, s.language,
  l.stage, l.stage_reason, l.follow_up_on::text AS follow_up_on, l.version`;

function encodeCursor(receivedAt: string, id: string): string {
  return Buffer.from(`${receivedAt}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}

const stageLabel = (id: string): string => LEAD_STAGES.find((s) => s.id === id)?.label ?? id;

/**
 * WHERE clauses and parameters for a filter (the list and the export share them). Days are the gym's
 * (src/content/gym-time.ts), their bounds computed here: the database's own zone data may be older.
 */
function filterSql(filter: LeadFilter, params: unknown[], now: Date): string[] {
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [`l.spam = ${p(filter.view === 'spam')}`];
  if (filter.stage) where.push(`l.stage = ${p(filter.stage)}`);
  if (filter.form) where.push(`l.form_id = ${p(filter.form)}`);
  if (filter.language) where.push(`s.language = ${p(filter.language)}`);
  if (filter.from) where.push(`l.created_at >= ${p(startOfGymDate(filter.from).toISOString())}::timestamptz`);
  if (filter.to) where.push(`l.created_at < ${p(startOfGymDate(nextDate(filter.to)).toISOString())}::timestamptz`);
  if (filter.due) where.push(`l.follow_up_on <= ${p(gymDate(now))}::date AND l.stage NOT IN ('joined', 'not-interested')`);
  if (filter.q) {
    const text = filter.q.trim().toLowerCase();
    const digits = text.replace(/\D/g, '');
    // strpos, not LIKE: nothing in the search text is a pattern.
    const byText = `strpos(l.search, ${p(text)}) > 0`;
    where.push(digits.length >= 3 ? `(${byText} OR strpos(l.phone_digits, ${p(digits)}) > 0)` : byText);
  }
  return where;
}

export class LeadWork {
  /** `now` is the clock the follow-up filter reads the gym's today from. */
  constructor(
    private readonly db: SqlDriver,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Newest first; `limit` rows and the cursor of the next page (null at the end). */
  async list(filter: LeadFilter, limit: number, cursor: { at: string; id: string } | null): Promise<{ leads: LeadSummary[]; nextCursor: string | null }> {
    const params: unknown[] = [];
    const where = filterSql(filter, params, this.now());
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where.push(`(l.created_at, l.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(limit + 1);
    const rows = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM staff_leads l JOIN submissions s ON s.id = l.id
       WHERE ${where.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
      params,
    );
    const leads = rows.slice(0, limit).map(rowToSummary);
    const last = leads.at(-1);
    return { leads, nextCursor: rows.length > limit && last ? encodeCursor(last.receivedAt, last.id) : null };
  }

  /** Every lead of the filter with its fields, newest first, for the CSV export. */
  async exportRows(filter: LeadFilter, max = 100_000): Promise<(LeadSummary & { fields: LeadDetail['fields'] })[]> {
    const params: unknown[] = [];
    const where = filterSql(filter, params, this.now());
    params.push(max);
    const rows = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM staff_leads l JOIN submissions s ON s.id = l.id
       WHERE ${where.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => ({ ...rowToSummary(r), fields: fieldsOf(jsonObject(r.fields)) }));
  }

  async detail(id: string): Promise<LeadDetail | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.db.query(`SELECT ${SUMMARY_COLUMNS} FROM staff_leads l JOIN submissions s ON s.id = l.id WHERE l.id = $1::uuid`, [id]);
    const row = first(rows);
    if (!row) return null;
    const [notes, history] = await Promise.all([
      this.db.query(
        'SELECT n.id, n.at, n.text, n.author_id, st.name FROM staff_notes n JOIN staff st ON st.id = n.author_id WHERE n.lead_id = $1::uuid ORDER BY n.at, n.id',
        [id],
      ),
      this.db.query(
        'SELECT h.at, h.kind, h.text, h.actor_id, st.name FROM staff_lead_history h LEFT JOIN staff st ON st.id = h.actor_id WHERE h.lead_id = $1::uuid ORDER BY h.id',
        [id],
      ),
    ]);
    const summary = rowToSummary(row);
    const events: LeadEvent[] = [{ at: summary.receivedAt, actor: null, kind: 'received', text: `Received from the ${summary.formId} form` }];
    if (row.delivered_at) events.push({ at: iso(row.delivered_at), actor: null, kind: 'delivered', text: 'Sent on to the gym' });
    for (const h of history) events.push({ at: iso(h.at), actor: actorOf(h.actor_id, h.name), kind: h.kind as LeadEventKind, text: String(h.text) });
    events.sort((a, b) => a.at.localeCompare(b.at));
    const noteList: LeadNote[] = notes.map((n: Row) => ({ id: String(n.id), at: iso(n.at), author: { id: String(n.author_id), name: String(n.name) }, text: String(n.text) }));
    return { ...summary, fields: fieldsOf(jsonObject(row.fields)), notes: noteList, history: events };
  }

  /**
   * One statement that writes history rows, audit entries and (when `event`) a 'change' event for a
   * lead, only when `guard` (a CTE named `upd` returning the lead's id) returned a row.
   */
  private async recordWith(
    guardSql: string,
    guardParams: unknown[],
    leadId: string,
    actor: Actor,
    entries: HistoryEntry[],
    event: boolean,
  ): Promise<boolean> {
    const params = [...guardParams];
    const p = (v: unknown): string => {
      params.push(v);
      return `$${params.length}`;
    };
    const lead = p(leadId);
    const actorId = p(actor.id);
    const actorName = p(actor.name);
    const kinds = p(entries.map((e) => e.kind));
    const audits = p(entries.map((e) => e.audit));
    const texts = p(entries.map((e) => e.text));
    const auditTexts = p(entries.map((e) => e.auditText ?? e.text));
    const rows = await this.db.query<{ n: number | string }>(
      `WITH upd AS (${guardSql}),
       hist AS (INSERT INTO staff_lead_history (lead_id, actor_id, kind, text)
         SELECT ${lead}::uuid, ${actorId}::uuid, x.k, x.t FROM upd, unnest(${kinds}::text[], ${texts}::text[]) AS x(k, t)),
       aud AS (INSERT INTO staff_audit (actor_id, actor_name, action, lead_id, detail)
         SELECT ${actorId}::uuid, ${actorName}, x.a, ${lead}::uuid, x.t FROM upd, unnest(${audits}::text[], ${auditTexts}::text[]) AS x(a, t))
       ${event ? `, ev AS (INSERT INTO staff_events (kind, lead_id) SELECT 'change', ${lead}::uuid FROM upd)` : ''}
       SELECT count(*) AS n FROM upd`,
      params,
    );
    return Number(first(rows)?.n ?? 0) > 0;
  }

  /**
   * A view of the lead: always an audit entry 'view'; a history entry 'viewed' unless the same person
   * viewed it in the last VIEW_HISTORY_MINUTES (the inbox reloads a lead it shows when it changes).
   */
  async recordView(leadId: string, actor: Actor): Promise<void> {
    await this.db.query(
      `WITH l AS (SELECT id FROM staff_leads WHERE id = $1::uuid),
       aud AS (INSERT INTO staff_audit (actor_id, actor_name, action, lead_id, detail) SELECT $2::uuid, $3, 'view', id, 'Viewed the lead' FROM l)
       INSERT INTO staff_lead_history (lead_id, actor_id, kind, text)
       SELECT id, $2::uuid, 'viewed', 'Viewed the lead' FROM l
       WHERE NOT EXISTS (
         SELECT 1 FROM staff_lead_history h
         WHERE h.lead_id = $1::uuid AND h.actor_id = $2::uuid AND h.kind = 'viewed' AND h.at > now() - $4 * interval '1 minute'
       )`,
      [leadId, actor.id, actor.name, VIEW_HISTORY_MINUTES],
    );
  }

  /** 'not-found', 'stale' (the version moved on: 409) or 'done'. */
  async change(leadId: string, change: LeadChange, actor: Actor): Promise<'not-found' | 'stale' | 'done'> {
    const current = await this.db.query<{ stage: string; stage_reason: string | null; follow_up_on: string | null; version: number }>(
      'SELECT stage, stage_reason, follow_up_on::text AS follow_up_on, version FROM staff_leads WHERE id = $1::uuid',
      [leadId],
    );
    const cur = first(current);
    if (!cur) return 'not-found';
    if (cur.version !== change.version) return 'stale';
    const entries: HistoryEntry[] = [];
    const stage = change.stage ?? cur.stage;
    const reason = stage === STAGE_NEEDING_REASON ? (change.stage !== undefined ? (change.reason ?? null) : cur.stage_reason) : null;
    if (change.stage !== undefined && (change.stage !== cur.stage || reason !== cur.stage_reason)) {
      const moved = `Stage: ${stageLabel(cur.stage)} → ${stageLabel(change.stage)}`;
      // The reason is free text about a person: in the lead's history (purged with the lead), never in the audit log.
      entries.push(reason ? { kind: 'stage', audit: 'stage', text: `${moved} (${reason})`, auditText: `${moved} ${REASON_KEPT}` } : { kind: 'stage', audit: 'stage', text: moved });
    }
    const followUp = change.followUpOn === undefined ? cur.follow_up_on : change.followUpOn;
    if (change.followUpOn !== undefined && followUp !== cur.follow_up_on) {
      entries.push({ kind: 'follow-up', audit: 'follow-up', text: followUp ? `Follow-up set to ${followUp}` : 'Follow-up cleared' });
    }
    const done = await this.recordWith(
      `UPDATE staff_leads SET stage = $1, stage_reason = $2, follow_up_on = $3::date, version = version + 1, updated_at = now()
       WHERE id = $4::uuid AND version = $5 RETURNING id`,
      [stage, reason, followUp, leadId, change.version],
      leadId,
      actor,
      entries,
      true,
    );
    return done ? 'done' : 'stale';
  }

  async addNote(leadId: string, text: string, actor: Actor): Promise<boolean> {
    return this.recordWith(
      'INSERT INTO staff_notes (id, lead_id, author_id, text) SELECT $1::uuid, id, $2::uuid, $3 FROM staff_leads WHERE id = $4::uuid RETURNING lead_id AS id',
      [randomUUID(), actor.id, text, leadId],
      leadId,
      actor,
      [{ kind: 'note', audit: 'note', text: `Note added (${text.length} character${text.length === 1 ? '' : 's'})` }],
      true,
    );
  }

  /** After store.markNotSpam: the history, the audit entry and the live update. */
  async recordNotSpam(leadId: string, outcome: string, actor: Actor): Promise<void> {
    await this.recordWith(
      'SELECT id FROM staff_leads WHERE id = $1::uuid',
      [leadId],
      leadId,
      actor,
      [{ kind: 'not-spam', audit: 'not-spam', text: outcome === 'already-delivered' ? 'Marked as not spam (it had been delivered already)' : 'Marked as not spam: sent on to the gym' }],
      true,
    );
  }
}

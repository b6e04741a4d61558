/**
 * The staff side of the lead store on any SqlDriver, so PGlite and PostgreSQL share it:
 * members, enrolment links, passkeys, WebAuthn challenges, sessions, the audit log and the event
 * sequence of live updates. Secrets (enrolment tokens, session cookies) are stored as SHA-256 only.
 * Times that decide anything (expiry, idle limit) are the database's clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuditEntry, StaffMe, StaffMember, StaffRole } from '../../src/staff/api';
import { replaceHiddenFormat } from '../../src/staff/bidi';
import type { Database, SqlDriver } from '../db/types';
import { newSecret, sha256 } from './hash';
import { AccessWork } from './access';
import { LeadWork } from './leads';
import { ListReads } from './reads';
import { actorOf, first, iso, rowToMe, rowToMember, text, type Row } from './rows';
import type { Actor } from './types';

const DEFAULT_LINK_HOURS = 24;
/** How long a WebAuthn challenge may be answered. */
const CHALLENGE_SECONDS = 300;

export interface NewLink {
  token: string;
  expiresAt: string;
}

export interface Passkey {
  id: string;
  staffId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export interface StaffEvent {
  seq: number;
  kind: 'lead' | 'change';
  leadId: string;
}

export class StaffError extends Error {}

const MEMBER_SQL = `SELECT st.*, (SELECT count(*) FROM staff_passkeys k WHERE k.staff_id = st.id) AS passkeys FROM staff st`;

/** The staff side on a database: its writes are forced to disk within a bounded time (Database.syncedSql). */
export function staffStoreOn(db: Database): StaffStore {
  return new StaffStore(db.syncedSql);
}

export class StaffStore {
  readonly leads: LeadWork;
  readonly reads: ListReads;
  readonly access: AccessWork;

  constructor(private readonly db: SqlDriver) {
    this.leads = new LeadWork(db);
    this.reads = new ListReads(db);
    this.access = new AccessWork(db);
  }

  // ---- audit -------------------------------------------------------------------------------

  /**
   * An entry; `address`: a client's address, kept in a column of its own that retention clears (AUDIT_ADDRESS_DAYS).
   * A bidi control or invisible character in the detail (a library's message quoting what a client sent)
   * is written as its code point, `<U+202E>`: the entry says what happened, and reads as it is stored.
   */
  async audit(actor: Actor | null, action: string, detail: string, leadId: string | null = null, address: string | null = null): Promise<void> {
    const written = replaceHiddenFormat(detail, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`);
    await this.db.query('INSERT INTO staff_audit (actor_id, actor_name, action, lead_id, detail, client_address) VALUES ($1::uuid, $2, $3, $4::uuid, $5, $6)', [
      actor?.id ?? null,
      actor?.name ?? null,
      action,
      leadId,
      written.slice(0, 2000),
      address?.slice(0, 100) ?? null,
    ]);
  }

  /** Newest first; `before`: the id of the last entry of the previous page. */
  async auditPage(limit: number, before: number | null): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const rows = await this.db.query(
      `SELECT * FROM staff_audit ${before === null ? '' : 'WHERE id < $2'} ORDER BY id DESC LIMIT $1`,
      before === null ? [limit + 1] : [limit + 1, before],
    );
    const entries = rows.slice(0, limit).map(
      (r: Row): AuditEntry => ({
        id: String(r.id),
        at: iso(r.at),
        actor: actorOf(r.actor_id, r.actor_name) ?? (typeof r.actor_name === 'string' ? { id: '', name: r.actor_name } : null),
        action: String(r.action),
        leadId: r.lead_id === null || r.lead_id === undefined ? null : text(r.lead_id),
        detail: String(r.detail),
        leads: r.action === 'read' ? Number(r.read_count ?? 0) : null,
        lastAt: r.action === 'read' && r.last_at !== null && r.last_at !== undefined ? iso(r.last_at) : null,
        address: typeof r.client_address === 'string' ? r.client_address : null,
      }),
    );
    const last = entries.at(-1);
    return { entries, nextCursor: rows.length > limit && last ? last.id : null };
  }

  // ---- members -------------------------------------------------------------------------------

  async listStaff(): Promise<StaffMember[]> {
    return (await this.db.query(`${MEMBER_SQL} ORDER BY st.created_at, st.id`)).map(rowToMember);
  }

  async member(id: string): Promise<StaffMember | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows = await this.db.query(`${MEMBER_SQL} WHERE st.id = $1::uuid`, [id]);
    return first(rows) ? rowToMember(rows[0]) : null;
  }

  /** By id or email (the CLI's argument). */
  async findMember(idOrEmail: string): Promise<StaffMember | null> {
    const v = idOrEmail.trim();
    if (/^[0-9a-f-]{36}$/i.test(v)) return this.member(v);
    const rows = await this.db.query(`${MEMBER_SQL} WHERE lower(st.email) = lower($1)`, [v]);
    return first(rows) ? rowToMember(rows[0]) : null;
  }

  /**
   * A new member with a first enrolment link; throws StaffError when the email belongs to a current
   * member. A revoked member's email invites them again: same record (their history stays theirs),
   * new name and role, their old passkeys removed, so they enrol afresh.
   */
  async addMember(name: string, email: string, role: StaffRole, actor: Actor | null, linkHours = DEFAULT_LINK_HOURS): Promise<{ member: StaffMember; link: NewLink }> {
    const rows = await this.db.query<{ id: string; again: boolean }>(
      `WITH old AS (SELECT id FROM staff WHERE lower(email) = lower($3) AND revoked_at IS NOT NULL),
       keys AS (DELETE FROM staff_passkeys WHERE staff_id IN (SELECT id FROM old)),
       again AS (
         UPDATE staff SET name = $2, role = $4, revoked_at = NULL, enrolled_at = NULL
         WHERE id IN (SELECT id FROM old) RETURNING id, true AS again
       ),
       fresh AS (
         INSERT INTO staff (id, name, email, role, webauthn_user_id)
         SELECT $1::uuid, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM old)
         ON CONFLICT DO NOTHING RETURNING id, false AS again
       )
       SELECT id, again FROM again UNION ALL SELECT id, again FROM fresh`,
      [randomUUID(), name, email, role, randomBytes(32).toString('base64url')],
    );
    const row = first(rows);
    if (!row) throw new StaffError(`${email} is already a staff member (npm run leads -- staff link ${email} makes a new link).`);
    await this.audit(actor, 'invite', `${row.again ? 'Invited again' : 'Invited'} ${name} <${email}> as ${role}`);
    const link = await this.newLink(row.id, actor, linkHours, false);
    return { member: (await this.member(row.id)) as StaffMember, link };
  }

  /** A new enrolment link for a member; every earlier unused link is void. */
  async newLink(staffId: string, actor: Actor | null, hours = DEFAULT_LINK_HOURS, audited = true): Promise<NewLink> {
    const token = newSecret();
    const rows = await this.db.query<{ expires_at: unknown; name: string; email: string }>(
      `WITH void AS (
         UPDATE staff_enrolments SET voided_at = now() WHERE staff_id = $1::uuid AND used_at IS NULL AND voided_at IS NULL
       )
       INSERT INTO staff_enrolments (token_hash, staff_id, expires_at)
       SELECT $2, id, now() + $3 * interval '1 hour' FROM staff WHERE id = $1::uuid AND revoked_at IS NULL
       RETURNING expires_at, (SELECT name FROM staff WHERE id = $1::uuid) AS name, (SELECT email FROM staff WHERE id = $1::uuid) AS email`,
      [staffId, sha256(token), hours],
    );
    const row = first(rows);
    if (!row) throw new StaffError('No such staff member, or revoked.');
    if (audited) await this.audit(actor, 'link', `New enrolment link for ${row.name} <${row.email}>; earlier links void`);
    return { token, expiresAt: iso(row.expires_at) };
  }

  /** Revokes a member: sessions deleted and links voided in the same statement. */
  async revoke(staffId: string, actor: Actor | null): Promise<StaffMember | null> {
    const rows = await this.db.query<{ name: string; email: string }>(
      `WITH st AS (UPDATE staff SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1::uuid RETURNING id, name, email),
       sessions AS (DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM st)),
       links AS (UPDATE staff_enrolments SET voided_at = now() WHERE staff_id IN (SELECT id FROM st) AND used_at IS NULL AND voided_at IS NULL)
       SELECT name, email FROM st`,
      [staffId],
    );
    const row = first(rows);
    if (!row) return null;
    await this.audit(actor, 'revoke', `Revoked ${row.name} <${row.email}>; their sessions ended`);
    return this.member(staffId);
  }

  // ---- enrolment and passkeys ------------------------------------------------------------------

  /** The member an unused, unexpired, unvoided link enrols (not consumed). */
  async enrolmentMember(token: string): Promise<(StaffMe & { userHandle: string }) | null> {
    const rows = await this.db.query(
      `SELECT st.* FROM staff_enrolments e JOIN staff st ON st.id = e.staff_id
       WHERE e.token_hash = $1 AND e.used_at IS NULL AND e.voided_at IS NULL AND e.expires_at > now() AND st.revoked_at IS NULL`,
      [sha256(token)],
    );
    return first(rows) ? { ...rowToMe(rows[0]), userHandle: text(rows[0].webauthn_user_id) } : null;
  }

  /**
   * Uses the link (once) and stores the passkey, in one statement; null when the link is no longer
   * valid (used, expired, voided, member revoked).
   */
  async completeEnrolment(token: string, key: Omit<Passkey, 'staffId'>): Promise<StaffMe | null> {
    const rows = await this.db.query(
      `WITH used AS (
         UPDATE staff_enrolments e SET used_at = now()
         FROM staff st
         WHERE e.token_hash = $1 AND st.id = e.staff_id AND e.used_at IS NULL AND e.voided_at IS NULL AND e.expires_at > now() AND st.revoked_at IS NULL
         RETURNING e.staff_id
       ), key AS (
         INSERT INTO staff_passkeys (id, staff_id, public_key, counter, transports)
         SELECT $2, staff_id, $3, $4, $5 FROM used
       ), enrolled AS (
         UPDATE staff SET enrolled_at = COALESCE(enrolled_at, now()) WHERE id IN (SELECT staff_id FROM used) RETURNING *
       )
       SELECT * FROM enrolled`,
      [sha256(token), key.id, Buffer.from(key.publicKey), key.counter, JSON.stringify(key.transports)],
    );
    return first(rows) ? rowToMe(rows[0]) : null;
  }

  async passkeyIds(staffId: string): Promise<{ id: string; transports: string[] }[]> {
    const rows = await this.db.query<{ id: string; transports: string }>('SELECT id, transports FROM staff_passkeys WHERE staff_id = $1::uuid', [staffId]);
    return rows.map((r) => ({ id: r.id, transports: JSON.parse(r.transports) as string[] }));
  }

  /** A passkey of a member who is enrolled and not revoked. */
  /** The email of the member a passkey was enrolled by, revoked or not (a refused sign-in's audit entry); null for no such passkey. */
  async passkeyHolder(credentialId: string): Promise<string | null> {
    const r = first(await this.db.query<{ email: string }>('SELECT st.email FROM staff_passkeys k JOIN staff st ON st.id = k.staff_id WHERE k.id = $1', [credentialId]));
    return r ? r.email : null;
  }

  async passkey(credentialId: string): Promise<(Passkey & { member: StaffMe }) | null> {
    const rows = await this.db.query(
      `SELECT k.id AS key_id, k.public_key, k.counter, k.transports, st.* FROM staff_passkeys k JOIN staff st ON st.id = k.staff_id
       WHERE k.id = $1 AND st.revoked_at IS NULL`,
      [credentialId],
    );
    const r = first(rows);
    if (!r) return null;
    const pk = r.public_key as Uint8Array;
    return {
      id: String(r.key_id),
      staffId: String(r.id),
      publicKey: new Uint8Array(pk), // a copy on its own ArrayBuffer (what @simplewebauthn/server's type asks for)
      counter: Number(r.counter),
      transports: JSON.parse(text(r.transports)) as string[],
      member: rowToMe(r),
    };
  }

  async passkeyUsed(credentialId: string, counter: number): Promise<void> {
    await this.db.query('UPDATE staff_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [credentialId, counter]);
  }

  // ---- challenges -------------------------------------------------------------------------------

  async saveChallenge(challenge: string, purpose: 'enrol' | 'signin', token: string | null): Promise<void> {
    await this.db.query(
      `WITH old AS (DELETE FROM staff_challenges WHERE expires_at < now())
       INSERT INTO staff_challenges (challenge, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 second')`,
      [challenge, purpose, token === null ? null : sha256(token), CHALLENGE_SECONDS],
    );
  }

  /** Takes a challenge (single use): true when it was issued for this purpose (and link) and is unexpired. */
  async takeChallenge(challenge: string, purpose: 'enrol' | 'signin', token: string | null): Promise<boolean> {
    const rows = await this.db.query<{ purpose: string; token_hash: string | null }>(
      'DELETE FROM staff_challenges WHERE challenge = $1 AND expires_at > now() RETURNING purpose, token_hash',
      [challenge],
    );
    const r = first(rows);
    return r !== undefined && r.purpose === purpose && r.token_hash === (token === null ? null : sha256(token));
  }

  // ---- sessions -----------------------------------------------------------------------------------

  /**
   * A new session of the member, belonging to the passkey that opened it: removing that passkey ends it
   * (migration 009). Without one (a benchmark's session), it ends when any passkey of the member is removed.
   */
  async createSession(staffId: string, idleSeconds: number, maxSeconds: number, passkeyId: string | null = null): Promise<string> {
    const token = newSecret();
    await this.db.query(
      `INSERT INTO staff_sessions (token_hash, staff_id, passkey_id, idle_seconds, expires_at) VALUES ($1, $2::uuid, $3, $4, now() + $5 * interval '1 second')`,
      [sha256(token), staffId, passkeyId, Math.round(idleSeconds), Math.round(maxSeconds)],
    );
    return token;
  }

  /**
   * The member of a live session (within both limits, member not revoked); marks it seen when `active`
   * (a person's request), not for what the inbox does by itself (the event stream, automatic refreshes).
   */
  async session(token: string, active = true): Promise<StaffMe | null> {
    const live = `token_hash = $1 AND expires_at > now() AND last_seen_at + idle_seconds * interval '1 second' > now()`;
    const rows = await this.db.query(
      `WITH s AS (
         ${active ? `UPDATE staff_sessions SET last_seen_at = now() WHERE ${live} RETURNING staff_id` : `SELECT staff_id FROM staff_sessions WHERE ${live}`}
       )
       SELECT st.* FROM s JOIN staff st ON st.id = s.staff_id WHERE st.revoked_at IS NULL`,
      [sha256(token)],
    );
    return first(rows) ? rowToMe(rows[0]) : null;
  }

  /** Whether a session is still live, without marking it seen (the event stream's check). */
  async sessionAlive(token: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM staff_sessions s JOIN staff st ON st.id = s.staff_id
       WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at + s.idle_seconds * interval '1 second' > now() AND st.revoked_at IS NULL`,
      [sha256(token)],
    );
    return rows.length > 0;
  }

  /** The store's key of a session (what staff_sessions and staff_list_reads hold of its token). */
  sessionKey(token: string): string {
    return sha256(token);
  }

  async endSession(token: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE token_hash = $1 OR expires_at < now()', [sha256(token)]);
  }

  // ---- live-update events ---------------------------------------------------------------------------

  async lastEventSeq(): Promise<number> {
    const rows = await this.db.query<{ seq: string | number | null }>('SELECT max(seq) AS seq FROM staff_events');
    return Number(first(rows)?.seq ?? 0);
  }

  /** Events after `seq` (and a little before, for sequence numbers committed out of order). */
  async eventsSince(seq: number, overlap = 100): Promise<StaffEvent[]> {
    const rows = await this.db.query<{ seq: string | number; kind: 'lead' | 'change'; lead_id: string }>(
      'SELECT seq, kind, lead_id FROM staff_events WHERE seq > $1 ORDER BY seq LIMIT 1000',
      [Math.max(0, seq - overlap)],
    );
    return rows.map((r) => ({ seq: Number(r.seq), kind: r.kind, leadId: r.lead_id }));
  }

  /** Old events are of no use to anyone (a stream reads only what came after it opened). */
  async pruneEvents(olderThanHours = 24): Promise<void> {
    await this.db.query("DELETE FROM staff_events WHERE at < now() - $1 * interval '1 hour'", [olderThanHours]);
  }
}

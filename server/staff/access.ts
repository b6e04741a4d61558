/**
 * What the owner sees and does about one member's access on the Team page: their passkeys and live
 * sessions (never a key or a cookie), removing one passkey (a lost phone), signing them out everywhere.
 * Each change writes its audit entry in the same statement.
 */
import { gymDate } from '../../src/content/gym-time';
import type { MemberAccess } from '../../src/staff/api';
import type { SqlDriver } from '../db/types';
import { first, iso, text } from './rows';
import type { Actor } from './types';

const UUID = /^[0-9a-f-]{36}$/i;

export class AccessWork {
  constructor(private readonly db: SqlDriver) {}

  /** Their passkeys and live sessions; `ownHash`: the asking owner's session, marked current. Null: no such member. */
  async of(staffId: string, ownHash: string | null): Promise<MemberAccess | null> {
    if (!UUID.test(staffId)) return null;
    if ((await this.db.query('SELECT 1 FROM staff WHERE id = $1::uuid', [staffId])).length === 0) return null;
    const [keys, sessions] = await Promise.all([
      this.db.query('SELECT id, created_at, last_used_at FROM staff_passkeys WHERE staff_id = $1::uuid ORDER BY created_at, id', [staffId]),
      this.db.query(
        `SELECT created_at, last_seen_at, expires_at, token_hash = $2 AS current FROM staff_sessions
         WHERE staff_id = $1::uuid AND expires_at > now() AND last_seen_at + idle_seconds * interval '1 second' > now()
         ORDER BY last_seen_at DESC`,
        [staffId, ownHash ?? ''],
      ),
    ]);
    return {
      passkeys: keys.map((k) => ({ id: text(k.id), createdAt: iso(k.created_at), lastUsedAt: k.last_used_at === null || k.last_used_at === undefined ? null : iso(k.last_used_at) })),
      sessions: sessions.map((s) => ({ startedAt: iso(s.created_at), lastSeenAt: iso(s.last_seen_at), expiresAt: iso(s.expires_at), current: s.current === true })),
    };
  }

  /**
   * Removes one passkey of the member, audited, and ends every session it opened (and their sessions
   * that name no passkey, opened before sessions recorded one: migration 009); the store's keys of the
   * sessions ended, or null when they have no such passkey.
   */
  async removePasskey(staffId: string, passkeyId: string, actor: Actor): Promise<string[] | null> {
    if (!UUID.test(staffId)) return null;
    const key = first(
      await this.db.query<{ name: string; email: string; created_at: unknown }>(
        'SELECT st.name, st.email, k.created_at FROM staff_passkeys k JOIN staff st ON st.id = k.staff_id WHERE k.id = $2 AND k.staff_id = $1::uuid',
        [staffId, passkeyId],
      ),
    );
    if (!key) return null;
    // The foreign key (ON DELETE CASCADE) and the trigger of migration 009 would end these sessions too;
    // deleting them here names them, so their event streams close at once.
    const rows = await this.db.query<{ token_hash: string | null }>(
      `WITH gone AS (DELETE FROM staff_passkeys WHERE id = $2 AND staff_id = $1::uuid RETURNING id),
       ended AS (
         DELETE FROM staff_sessions WHERE staff_id = $1::uuid AND (passkey_id = $2 OR passkey_id IS NULL) AND EXISTS (SELECT 1 FROM gone)
         RETURNING token_hash
       ),
       aud AS (INSERT INTO staff_audit (actor_id, actor_name, action, detail) SELECT $3::uuid, $4, 'passkey-removed', $5 FROM gone)
       SELECT NULL AS token_hash FROM gone UNION ALL SELECT token_hash FROM ended`,
      [staffId, passkeyId, actor.id, actor.name, `Removed a passkey of ${key.name} <${key.email}> (added ${gymDate(new Date(iso(key.created_at)))})`],
    );
    if (rows.length === 0) return null;
    return rows.flatMap((r) => (r.token_hash === null ? [] : [r.token_hash]));
  }

  /** Ends every session of the member, audited (also when none was live); null when there is no such member. */
  async signOutEverywhere(staffId: string, actor: Actor): Promise<number | null> {
    if (!UUID.test(staffId)) return null;
    const rows = await this.db.query<{ name: string; email: string; n: string | number }>(
      `WITH st AS (SELECT id, name, email FROM staff WHERE id = $1::uuid),
       gone AS (DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM st) RETURNING 1),
       aud AS (
         INSERT INTO staff_audit (actor_id, actor_name, action, detail)
         SELECT $2::uuid, $3, 'signout-everywhere', 'Signed ' || name || ' <' || email || '> out everywhere (' || (SELECT count(*) FROM gone) || ' session(s) ended)' FROM st
       )
       SELECT name, email, (SELECT count(*) FROM gone) AS n FROM st`,
      [staffId, actor.id, actor.name],
    );
    const row = first(rows);
    return row ? Number(row.n) : null;
  }
}

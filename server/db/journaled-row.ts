/**
 * The row of the one table written through the journal: `submissions`, whose rows must be durable
 * before the visitor is answered (journal.ts, pg-fallback.ts). Its columns, and the INSERT that the
 * journal's replay and the drivers share. The submissions feature types the row more narrowly.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface JournaledRow {
  id: string;
  formId: string;
  createdAt: Date;
  clientIp: string | null;
  userAgent: string | null;
  /** The form's fields as sent (validated); for spam, the whole request body. */
  fields: { [key: string]: JsonValue };
  payload: object;
  spam: boolean;
  deliveryState: string;
  /** When the outbox may first try to deliver it (null: not scheduled). */
  nextAttemptAt: Date | null;
  /** The language of the page it was sent from (a code of src/content/languages.ts). */
  language: string;
}

const COLUMNS = ['id', 'form_id', 'created_at', 'client_ip', 'user_agent', 'fields', 'payload', 'spam', 'delivery_state', 'next_attempt_at', 'language'] as const;

/**
 * A multi-row INSERT; existing ids are left alone (journal replay inserts the same row twice), and
 * so are purged ones (purged_submissions: a journal line of a purged submission stays purged).
 */
export function insertStatement(rows: readonly JournaledRow[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = rows.map((r) => {
    const base = params.length;
    params.push(
      r.id,
      r.formId,
      r.createdAt.toISOString(),
      r.clientIp,
      r.userAgent,
      JSON.stringify(r.fields),
      JSON.stringify(r.payload),
      r.spam,
      r.deliveryState,
      r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
      r.language,
    );
    const p = (i: number): string => `$${base + i}`;
    return `(${p(1)}::uuid, ${p(2)}, ${p(3)}::timestamptz, ${p(4)}, ${p(5)}, ${p(6)}::jsonb, ${p(7)}::jsonb, ${p(8)}::boolean, ${p(9)}, ${p(10)}::timestamptz, ${p(11)})`;
  });
  return {
    sql:
      `INSERT INTO submissions (${COLUMNS.join(', ')}) SELECT * FROM (VALUES ${tuples.join(', ')}) AS v (${COLUMNS.join(', ')}) ` +
      'WHERE NOT EXISTS (SELECT 1 FROM purged_submissions p WHERE p.id = v.id) ON CONFLICT (id) DO NOTHING',
    params,
  };
}

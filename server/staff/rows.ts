/** Row → contract shape conversions shared by the staff store modules (no SQL here). */
import { SOURCE_LANGUAGE, isLanguageCode } from '../../src/content/languages';
import { FORMS, type FieldDef } from '../../src/forms/fields';
import { isFormId } from '../../src/forms/form-ids';
import { labelOf } from '../../src/forms/options';
import type { LeadDeliveryState, LeadDetail, LeadStage, LeadSummary, StaffMe, StaffMember, StaffRole } from '../../src/staff/api';

export type Row = Record<string, unknown>;

/** The first row, or undefined when there is none (indexing an array types as always defined). */
export function first<T>(rows: readonly T[]): T | undefined {
  return rows.length > 0 ? rows[0] : undefined;
}

/** A database value as text: strings and numbers as they are, anything else ''. */
export function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' ? v.toString() : '';
}

export function iso(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Object.prototype.toString.call(v) === '[object Date]') return (v as Date).toISOString();
  return new Date(text(v)).toISOString();
}

function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : iso(v);
}

export function jsonObject(v: unknown): Record<string, unknown> {
  const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function fieldDef(formId: string, name: string): FieldDef | undefined {
  return isFormId(formId) ? (FORMS[formId].fields as readonly FieldDef[]).find((d) => d.name === name) : undefined;
}

function shown(formId: string, name: string, value: unknown): string {
  const def = fieldDef(formId, name);
  const items = Array.isArray(value) ? value.map(str) : [str(value)];
  const labelled = items
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (def && Array.isArray(def.options) ? labelOf(def.options, s) : s));
  return labelled.join(', ');
}

/** What they asked for, one line: the goal, the service, else the first line of the message. */
function interestOf(formId: string, fields: Record<string, unknown>): string {
  for (const name of ['fitnessGoals', 'service']) {
    const v = shown(formId, name, fields[name]);
    if (v !== '') return v.slice(0, 200);
  }
  const message = str(fields.message ?? fields.additionalInfo ?? fields.additionalNotes).trim();
  return message.split(/\r?\n/)[0]?.slice(0, 200) ?? '';
}

type Field = LeadDetail['fields'][string];

function fieldValue(v: unknown): Field {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
  return JSON.stringify(v);
}

export function fieldsOf(fields: Record<string, unknown>): LeadDetail['fields'] {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldValue(v)]));
}

/** A row of the list query (submissions joined with staff_leads). */
export function rowToSummary(r: Row): LeadSummary {
  const fields = jsonObject(r.fields);
  const formId = str(r.form_id);
  return {
    id: String(r.id),
    formId: isFormId(formId) ? formId : 'contact',
    receivedAt: iso(r.created_at),
    name: str(fields.name).slice(0, 200),
    email: str(fields.email).slice(0, 200),
    phone: str(fields.phone).slice(0, 60),
    interest: interestOf(formId, fields),
    stage: r.stage as LeadStage,
    stageReason: (r.stage_reason as string | null) ?? null,
    followUpOn: r.follow_up_on === null || r.follow_up_on === undefined ? null : text(r.follow_up_on).slice(0, 10),
    deliveryState: r.delivery_state as LeadDeliveryState,
    spam: Boolean(r.spam),
    language: isLanguageCode(r.language) ? r.language : SOURCE_LANGUAGE,
    version: Number(r.version),
  };
}

export function rowToMe(r: Row): StaffMe {
  return { id: String(r.id), name: String(r.name), email: String(r.email), role: r.role as StaffRole };
}

export function rowToMember(r: Row): StaffMember {
  return {
    ...rowToMe(r),
    createdAt: iso(r.created_at),
    enrolledAt: isoOrNull(r.enrolled_at),
    revokedAt: isoOrNull(r.revoked_at),
    passkeys: Number(r.passkeys ?? 0),
  };
}

export const actorOf = (id: unknown, name: unknown): { id: string; name: string } | null =>
  id === null || id === undefined ? null : { id: text(id), name: typeof name === 'string' ? name : '' };

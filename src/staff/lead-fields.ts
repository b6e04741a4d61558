/**
 * A lead's fields as the inbox shows them: every field the visitor sent, in the form's own order and
 * with the form's own labels (src/forms/fields.ts); option values read as their labels; fields the
 * form no longer has are kept, under their name, after the known ones.
 */
import { FORMS, type FieldDef } from '../forms/fields';
import type { LeadDetail } from './api';

export interface FieldRow {
  name: string;
  label: string;
  /** The value as a person reads it; '' when the visitor left it empty. */
  value: string;
  /** Long text (a textarea): shown as a block, line breaks kept. */
  block: boolean;
}

type Value = LeadDetail['fields'][string];

function optionLabel(def: FieldDef | undefined, value: string): string {
  if (!def || !Array.isArray(def.options)) return value;
  return (def.options as readonly { value: string; label: string }[]).find((o) => o.value === value)?.label ?? value;
}

function shown(def: FieldDef | undefined, value: Value): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((v) => optionLabel(def, v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return optionLabel(def, value);
}

/** Names of the fields never shown to staff: the honeypot and the forms' hidden bookkeeping. */
const HIDDEN = new Set(['_gotcha', '_replyto', '_subject', 'formId']);

export function fieldRows(formId: LeadDetail['formId'], fields: LeadDetail['fields']): FieldRow[] {
  const defs = FORMS[formId].fields as readonly FieldDef[];
  const rows: FieldRow[] = [];
  for (const def of defs) {
    if (def.kind === 'hidden' || !(def.name in fields)) continue;
    rows.push({ name: def.name, label: def.label, value: shown(def, fields[def.name]), block: def.kind === 'textarea' });
  }
  for (const [name, value] of Object.entries(fields)) {
    if (HIDDEN.has(name) || defs.some((d) => d.name === name)) continue;
    rows.push({ name, label: name, value: shown(undefined, value), block: typeof value === 'string' && value.length > 80 });
  }
  return rows;
}

/** The form's name as the list shows it. */
export function formLabel(formId: LeadDetail['formId']): string {
  return { consultation: 'Consultation', contact: 'Contact', service: 'Service' }[formId];
}

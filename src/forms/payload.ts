/**
 * The JSON bodies of spec section 7 (Formspree's wire format): email, subject, message,
 * _replyto, _subject. The message is plain text a person reads in the notification: one line per
 * field of the table in fields.ts (its `line`), with the human labels of option values.
 */
import { FORMS, type FieldDef, type ValueReader } from './fields';
import type { FormId } from './form-ids';
import { labelOf } from './options';
import { fieldDefs, type FormValues } from './values';

export interface FormspreePayload {
  email: string;
  subject: string;
  message: string;
  _replyto: string;
  _subject: string;
}

function text(values: FormValues, field: string): string {
  const v = values[field];
  return typeof v === 'string' ? v.trim() : '';
}

function list(values: FormValues, field: string): string[] {
  const v = values[field];
  const items = Array.isArray(v) ? (v as readonly string[]) : typeof v === 'string' && v !== '' ? [v] : [];
  return [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** An option's label; the value itself for free text and for run-time lists (a trainer's full name). */
function labelFor(def: FieldDef, value: string): string {
  return def.options === undefined || typeof def.options === 'string' ? value : labelOf(def.options, value);
}

/** The value as the message shows it: labels, days joined by ', ', or the line's default when empty. */
function shownValue(def: FieldDef, values: FormValues): string {
  if (def.kind === 'checkboxes') {
    const items = list(values, def.name);
    return items.length > 0 ? items.map((v) => labelFor(def, v)).join(', ') : def.line.empty;
  }
  const v = text(values, def.name);
  return v === '' ? def.line.empty : labelFor(def, v);
}

const newlines = (value: string): string => value.replace(/\r\n?/g, '\n');

/** "Label: value"; continuation lines of a multi-line value are indented so each field stays readable. */
function line(label: string, value: string): string {
  return `${label}: ${newlines(value).replace(/\n/g, '\n  ')}`;
}

/** The message text: each field's line, a blank line and a heading where a new section starts. */
function messageText(defs: readonly FieldDef[], values: FormValues): string {
  const lines: string[] = [];
  let section: string | undefined;
  for (const def of defs) {
    if (def.section !== undefined && def.section !== section) {
      if (lines.length > 0) lines.push('');
      lines.push(def.section);
      section = def.section;
    }
    const shown = shownValue(def, values);
    lines.push('label' in def.line ? line(def.line.label, shown) : newlines(shown));
  }
  return lines.join('\n');
}

/** The section-7 body of a form (spec 7.1 consultation, 7.2 contact, 7.3 service page). */
export function buildPayload(formId: FormId, values: FormValues): FormspreePayload {
  const defs = fieldDefs(formId);
  const def = (field: string): FieldDef => {
    const found = defs.find((d) => d.name === field);
    if (!found) throw new Error(`The ${formId} form has no field "${field}"`);
    return found;
  };
  const reader: ValueReader = { text: (field) => text(values, def(field).name), shown: (field) => shownValue(def(field), values) };
  const email = text(values, 'email');
  const subject = FORMS[formId].subject(reader);
  return { email, subject, message: messageText(defs, values), _replyto: email, _subject: subject };
}

/**
 * Reading a form post: its three shapes (our browser's FormSubmission, raw form fields, a plain
 * Formspree body) into the form's values, each value checked for type, control characters, broken
 * Unicode and HTML (refused, never stripped silently, so what is stored is what was sent), and the
 * page's language (`_language`); then the shared validators (src/forms) and the section-7 payload.
 */
import { LANGUAGE_CODES, SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from '../../src/content/languages';
import {
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  buildPayload,
  containsHtml,
  fieldDefs,
  fieldNames,
  fieldWords,
  fillWords,
  isEmailAddress,
  isMultiValue,
  validateForm,
  validationWords,
  type FieldError,
  type FormChoices,
  type FormId,
  type FormspreePayload,
  type MessageWords,
} from '../../src/forms';
import { formWords } from '../form-words';

// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface FieldRule {
  /** The field in the messages ("{field} must be text"), in the post's language. */
  noun: string;
  multiline: boolean;
  multi: boolean;
  numeric: boolean;
}

/** The checks of each field of a form, its messages in a language (content/data/forms.yaml). */
function rulesFor(formId: FormId, language: LanguageCode): Map<string, FieldRule> {
  const words = formWords()[language][formId];
  return new Map(
    fieldDefs(formId).map((d) => [
      d.name,
      { noun: fieldWords(words, d).noun, multiline: d.kind === 'textarea', multi: isMultiValue(d), numeric: d.kind === 'number' },
    ]),
  );
}

/** The messages of the lead service's own checks; a plain Formspree body (an API, shape 3) is answered in English. */
const messagesIn = (language: LanguageCode): MessageWords => formWords()[language].messages;

/** The Formspree body's own fields and their limits. */
const FORMSPREE_RULES: Record<string, FieldRule & { max: number }> = {
  email: { noun: 'Email', multiline: false, multi: false, numeric: false, max: 254 },
  subject: { noun: 'Subject', multiline: false, multi: false, numeric: false, max: 200 },
  _subject: { noun: 'Subject', multiline: false, multi: false, numeric: false, max: 200 },
  _replyto: { noun: 'Reply-to address', multiline: false, multi: false, numeric: false, max: 254 },
  message: { noun: 'Message', multiline: true, multi: false, numeric: false, max: 10_000 },
  name: { noun: 'Name', multiline: false, multi: false, numeric: false, max: 100 },
};

export type Values = Record<string, string | string[]>;

export interface Normalised {
  shape: 'fields' | 'raw' | 'formspree';
  values: Values;
  errors: FieldError[];
  /** The page's language; English when the post names none (or names one that is refused: then `errors` says so). */
  language: LanguageCode;
}

type ReadValues = Omit<Normalised, 'language'>;

const LANGUAGE_MESSAGE = `${LANGUAGE_FIELD} (the language of the page the form was sent from) must be one of ${LANGUAGE_CODES.join(', ')}`;

/**
 * The page's language, at the top level of every shape (a hidden input without JavaScript): missing or
 * empty is English, so a client that does not send it keeps working; anything else must be a code of
 * src/content/languages.ts, given once.
 */
function readLanguage(body: Record<string, unknown>): { language: LanguageCode; error?: FieldError } {
  const raw = body[LANGUAGE_FIELD];
  if (raw === undefined || raw === null) return { language: SOURCE_LANGUAGE };
  if (typeof raw !== 'string') return { language: SOURCE_LANGUAGE, error: { field: LANGUAGE_FIELD, code: 'type', message: `${LANGUAGE_MESSAGE}, given once` } };
  const code = raw.trim();
  if (code === '') return { language: SOURCE_LANGUAGE };
  return isLanguageCode(code) ? { language: code } : { language: SOURCE_LANGUAGE, error: { field: LANGUAGE_FIELD, code: 'not_an_option', message: LANGUAGE_MESSAGE } };
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks one text value: control characters, broken Unicode, HTML. Returns it trimmed, or an error. */
function checkText(field: string, raw: string, rule: FieldRule, messages: MessageWords): { value: string } | { error: FieldError } {
  if ((rule.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(raw) || LONE_SURROGATE.test(raw)) {
    return { error: { field, code: 'control_characters', message: fillWords(messages.controlCharacters, { field: rule.noun }) } };
  }
  if (containsHtml(raw)) {
    return { error: { field, code: 'html', message: fillWords(messages.html, { field: rule.noun }) } };
  }
  return { value: raw.trim() };
}

function normaliseValue(field: string, raw: unknown, rule: FieldRule, messages: MessageWords): { value: string | string[] } | { error: FieldError } | null {
  if (raw === undefined || raw === null) return null;
  if (rule.multi) {
    const items = Array.isArray(raw) ? raw : [raw];
    const out: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string') return { error: { field, code: 'type', message: fillWords(messages.notList, { field: rule.noun }) } };
      const checked = checkText(field, item, rule, messages);
      if ('error' in checked) return checked;
      if (checked.value !== '') out.push(checked.value);
    }
    return { value: out };
  }
  if (rule.numeric && typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw !== 'string') {
    return { error: { field, code: 'type', message: fillWords(messages.notText, { field: rule.noun }) } };
  }
  return checkText(field, raw, rule, messages);
}

/** Reads the body into the form's values (shape 1 or 2) or a Formspree body (shape 3), and the page's language. */
export function normaliseBody(formId: FormId, body: Record<string, unknown>): Normalised {
  const { language, error } = readLanguage(body);
  const read = readValues(formId, body, language);
  return { ...read, errors: error ? [error, ...read.errors] : read.errors, language };
}

function readValues(formId: FormId, body: Record<string, unknown>, language: LanguageCode): ReadValues {
  const errors: FieldError[] = [];
  const values: Values = {};
  let source: Record<string, unknown>;
  let shape: ReadValues['shape'];
  if ('fields' in body) {
    if (!isPlainObject(body.fields)) {
      return { shape: 'fields', values, errors: [{ field: 'fields', code: 'type', message: 'fields must be an object of form fields' }] };
    }
    source = body.fields;
    shape = 'fields';
  } else if (!('name' in body) && ('message' in body || 'subject' in body || '_subject' in body)) {
    shape = 'formspree';
    for (const [field, rule] of Object.entries(FORMSPREE_RULES)) {
      const r = normaliseValue(field, body[field], rule, messagesIn(SOURCE_LANGUAGE));
      if (!r) continue;
      if ('error' in r) errors.push(r.error);
      else if ((r.value as string).length > rule.max) {
        errors.push({ field, code: 'too_long', message: `${rule.noun} must be ${rule.max} characters or fewer` });
      } else values[field] = r.value;
    }
    return { shape, values, errors };
  } else {
    source = body;
    shape = 'raw';
  }
  const rules = rulesFor(formId, language);
  const messages = messagesIn(language);
  for (const field of fieldNames(formId)) {
    const rule = rules.get(field) as FieldRule;
    const r = normaliseValue(field, Object.prototype.hasOwnProperty.call(source, field) ? source[field] : undefined, rule, messages);
    if (!r) continue;
    if ('error' in r) errors.push(r.error);
    else values[field] = r.value;
  }
  return { shape, values, errors };
}

export function validateFormspree(values: Values): FieldError[] {
  const errors: FieldError[] = [];
  const email = (values.email as string | undefined) ?? '';
  if (email === '') errors.push({ field: 'email', code: 'required', message: 'Email is required' });
  else if (!isEmailAddress(email)) errors.push({ field: 'email', code: 'invalid', message: 'Please enter a valid email address' });
  const replyTo = (values._replyto as string | undefined) ?? '';
  if (replyTo !== '' && !isEmailAddress(replyTo)) errors.push({ field: '_replyto', code: 'invalid', message: 'Please enter a valid email address' });
  if (((values.message as string | undefined) ?? '') === '') errors.push({ field: 'message', code: 'required', message: 'Message is required' });
  return errors;
}

export function formspreePayload(formId: FormId, values: Values): FormspreePayload {
  const v = (k: string): string => (values[k] as string | undefined) ?? '';
  const subject = v('subject') || v('_subject') || `New ${formId} form submission`;
  return { email: v('email'), subject, message: v('message'), _replyto: v('_replyto') || v('email'), _subject: v('_subject') || subject };
}

export function honeypotFilled(body: Record<string, unknown>): boolean {
  const check = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false);
  return check(body[HONEYPOT_FIELD]) || (isPlainObject(body.fields) && check(body.fields[HONEYPOT_FIELD]));
}

/** The payload of a post that passes every check (used for one that filled the honeypot); null when it does not. */
export function validSubmission(formId: FormId, normalised: Normalised, choices: FormChoices): FormspreePayload | null {
  if (normalised.errors.length > 0) return null;
  if (normalised.shape === 'formspree') return validateFormspree(normalised.values).length === 0 ? formspreePayload(formId, normalised.values) : null;
  const words = validationWords(formWords()[normalised.language], formId);
  return validateForm(formId, normalised.values, words, choices).errors.length === 0 ? buildPayload(formId, normalised.values) : null;
}

/** What the visitor typed, for the error page (strings only; the page escapes everything). */
export function rawValuesForPage(formId: FormId, body: Record<string, unknown>): Record<string, string | string[]> {
  const source = isPlainObject(body.fields) ? body.fields : body;
  const out: Record<string, string | string[]> = {};
  for (const field of fieldNames(formId)) {
    const v = source[field];
    if (typeof v === 'string') out[field] = v;
    else if (Array.isArray(v)) out[field] = v.filter((x): x is string => typeof x === 'string');
    else if (typeof v === 'number') out[field] = String(v);
  }
  return out;
}

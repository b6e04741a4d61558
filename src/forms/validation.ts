/**
 * Validation of spec section 5, shared by the browser and the lead service, driven by the table of
 * fields.ts: each field is checked by its kind, limits, options, format and whether it is required.
 * Validators expect values that are already sanitised (see sanitize.ts): the browser sanitises
 * before validating; the lead service refuses HTML outright and then runs the same function.
 */
import { resolveOptions, type FormChoices } from './choices';
import type { FieldDef, FieldFormat } from './fields';
import type { FormId } from './form-ids';
import { isOptionValue } from './options';
import { fieldDefs, type FormValues } from './values';

type ErrorCode =
  | 'required'
  | 'invalid'
  | 'too_long'
  | 'out_of_range'
  | 'not_an_option'
  | 'html'
  | 'control_characters'
  | 'type';

export interface FieldError {
  field: string;
  code: ErrorCode;
  message: string;
}

export interface ValidationResult {
  isValid: boolean;
  errors: FieldError[];
}

/** Title of the destructive toast shown when validation fails (spec section 8). */
export const VALIDATION_TOAST_TITLE = 'Form validation failed';

/** The messages of spec section 5 for the formats, word for word. */
const MESSAGES = {
  nameInvalid: 'Name contains invalid characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** "Email must be 100 characters or fewer" */
function tooLongMessage(noun: string, max: number): string {
  return `${capitalise(noun)} must be ${max} characters or fewer`;
}

/** "Please choose a fitness goal from the list" */
function notAnOptionMessage(noun: string): string {
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return `Please choose ${article} ${noun} from the list`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes (straight or curly). */
const NAME_CHARS = /^[\p{L}\p{M} '’-]+$/u;
/** One @, no spaces, no second @. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * "Must look like {email} with no spaces": what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` accepts (a dot in
 * the domain with something on both sides), checked in linear time; that regular expression
 * backtracks quadratically on `a@b.b.b.…@`.
 */
export function isEmailAddress(value: string): boolean {
  if (!EMAIL_SHAPE.test(value)) return false;
  const domain = value.slice(value.indexOf('@') + 1);
  return domain.slice(1, -1).includes('.');
}
/** Optional leading plus, then at least 10 digits, spaces, dashes or parentheses. */
const PHONE = /^\+?[0-9 ()-]{10,}$/;
const WHOLE_NUMBER = /^\d+$/;

interface Format {
  test: (value: string) => boolean;
  message: string;
  /** The message for a text over the limit, when the spec gives one (a name: "1 to 50 characters"). */
  tooLong?: string;
}

const FORMATS: Record<FieldFormat, Format> = {
  personName: { test: (v) => NAME_CHARS.test(v), message: MESSAGES.nameInvalid, tooLong: MESSAGES.nameInvalid },
  email: { test: isEmailAddress, message: MESSAGES.emailInvalid },
  phone: { test: (v) => PHONE.test(v), message: MESSAGES.phoneInvalid },
};

type Problem = Omit<FieldError, 'field'> | null;

function text(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function list(value: string | readonly string[] | undefined): readonly string[] {
  if (Array.isArray(value)) return value as readonly string[];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function missing(def: FieldDef): Problem {
  if (!def.required) return null;
  return { code: 'required', message: def.messages?.required ?? `${capitalise(def.noun)} is required` };
}

function notAnOption(def: FieldDef): Problem {
  return { code: 'not_an_option', message: def.messages?.notAnOption ?? notAnOptionMessage(def.noun) };
}

function checkText(def: FieldDef, value: string): Problem {
  if (value === '') return missing(def);
  const format = def.format === undefined ? undefined : FORMATS[def.format];
  if (def.maxLength !== undefined && value.length > def.maxLength) {
    return { code: 'too_long', message: format?.tooLong ?? tooLongMessage(def.noun, def.maxLength) };
  }
  if (format && !format.test(value)) return { code: 'invalid', message: format.message };
  return null;
}

function checkNumber(def: FieldDef, value: string): Problem {
  if (value === '') return missing(def);
  const { min, max } = def;
  if (min === undefined || max === undefined) throw new Error(`Number field "${def.name}" needs min and max`);
  const n = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return null;
  return { code: 'out_of_range', message: `${capitalise(def.noun)} must be between ${min} and ${max}` };
}

/** The first problem of one field's value, or null. */
function checkField(def: FieldDef, value: string | readonly string[] | undefined, choices?: FormChoices): Problem {
  switch (def.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea':
    case 'hidden':
      return checkText(def, text(value));
    case 'number':
      return checkNumber(def, text(value));
    case 'select': {
      const options = resolveOptions(def, choices);
      const v = text(value);
      if (v === '') return missing(def);
      return isOptionValue(options, v) ? null : notAnOption(def);
    }
    case 'checkboxes': {
      const options = resolveOptions(def, choices);
      const items = list(value);
      if (items.length === 0) return missing(def);
      return items.every((v) => isOptionValue(options, v)) ? null : notAnOption(def);
    }
    default: {
      const unknown: never = def.kind;
      throw new Error(`Field "${def.name}" has a kind the validator does not know: ${String(unknown)}`);
    }
  }
}

/**
 * Validates a form: the first problem of each field, in field order. `choices` holds the run-time
 * option lists (the consultation form's trainers); a form that has such a field needs them.
 */
export function validateForm(formId: FormId, values: FormValues, choices?: FormChoices): ValidationResult {
  const errors: FieldError[] = [];
  for (const def of fieldDefs(formId)) {
    const problem = checkField(def, values[def.name], choices);
    if (problem) errors.push({ field: def.name, ...problem });
  }
  return { isValid: errors.length === 0, errors };
}

/** The toast text: every message joined by ', ' (spec section 5). */
export function errorsToToastText(errors: readonly Pick<FieldError, 'message'>[]): string {
  return errors.map((e) => e.message).join(', ');
}

/** The first error of each field, keyed by field (for aria-describedby and inline messages). */
export function errorsByField(errors: readonly FieldError[]): Partial<Record<string, FieldError>> {
  const out: Partial<Record<string, FieldError>> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e;
  return out;
}

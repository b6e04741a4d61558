/**
 * Validation of spec section 5, shared by the browser and the lead service, driven by the table of
 * fields.ts: each field is checked by its kind, limits, options, format and whether it is required; the
 * messages are the templates of content/data/forms.yaml in the page's language (words.ts).
 * Validators expect values that are already sanitised (see sanitize.ts): the browser sanitises
 * before validating; the lead service refuses HTML outright and then runs the same function.
 */
import { resolveOptions, type FormChoices } from './choices';
import type { FieldDef, FieldFormat } from './fields';
import type { FormId } from './form-ids';
import { isOptionValue } from './options';
import { fieldDefs, type FormValues } from './values';
import { fieldWords, fillWords, type ValidationMessages, type ValidationWords } from './words';

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
  message: keyof ValidationMessages;
  /** The message for a text over the limit, when the spec gives one (a name: "1 to 50 characters"). */
  tooLong?: keyof ValidationMessages;
}

const FORMATS: Record<FieldFormat, Format> = {
  personName: { test: (v) => NAME_CHARS.test(v), message: 'nameInvalid', tooLong: 'nameInvalid' },
  email: { test: isEmailAddress, message: 'emailInvalid' },
  phone: { test: (v) => PHONE.test(v), message: 'phoneInvalid' },
};

type Problem = Omit<FieldError, 'field'> | null;

function text(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function list(value: string | readonly string[] | undefined): readonly string[] {
  if (Array.isArray(value)) return value as readonly string[];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** One field being checked: its row of the table and the words of its messages. */
interface Check {
  def: FieldDef;
  words: ValidationWords;
}

/** A template of the messages filled for the field: {field} is its noun. */
function message({ def, words }: Check, key: keyof ValidationMessages, values: Record<string, number> = {}): string {
  return fillWords(words.messages[key], { field: fieldWords(words.form, def).noun, ...values });
}

function missing(check: Check): Problem {
  if (!check.def.required) return null;
  return { code: 'required', message: fieldWords(check.words.form, check.def).required ?? message(check, 'required') };
}

function notAnOption(check: Check): Problem {
  const words = fieldWords(check.words.form, check.def).notAnOption;
  if (!words) throw new Error(`The forms' words (content/data/forms.yaml) have no notAnOption message for the field "${check.def.name}"`);
  return { code: 'not_an_option', message: words };
}

function checkText(check: Check, value: string): Problem {
  const { def } = check;
  if (value === '') return missing(check);
  const format = def.format === undefined ? undefined : FORMATS[def.format];
  if (def.maxLength !== undefined && value.length > def.maxLength) {
    return { code: 'too_long', message: format?.tooLong ? check.words.messages[format.tooLong] : message(check, 'tooLong', { max: def.maxLength }) };
  }
  if (format && !format.test(value)) return { code: 'invalid', message: check.words.messages[format.message] };
  return null;
}

function checkNumber(check: Check, value: string): Problem {
  const { def } = check;
  if (value === '') return missing(check);
  const { min, max } = def;
  if (min === undefined || max === undefined) throw new Error(`Number field "${def.name}" needs min and max`);
  const n = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
  if (n >= min && n <= max) return null;
  return { code: 'out_of_range', message: message(check, 'outOfRange', { min, max }) };
}

/** The first problem of one field's value, or null. */
function checkField(check: Check, value: string | readonly string[] | undefined, choices?: FormChoices): Problem {
  const { def } = check;
  switch (def.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'textarea':
    case 'hidden':
      return checkText(check, text(value));
    case 'number':
      return checkNumber(check, text(value));
    case 'select': {
      const options = resolveOptions(def, choices);
      const v = text(value);
      if (v === '') return missing(check);
      return isOptionValue(options, v) ? null : notAnOption(check);
    }
    case 'checkboxes': {
      const options = resolveOptions(def, choices);
      const items = list(value);
      if (items.length === 0) return missing(check);
      return items.every((v) => isOptionValue(options, v)) ? null : notAnOption(check);
    }
    default: {
      const unknown: never = def.kind;
      throw new Error(`Field "${def.name}" has a kind the validator does not know: ${String(unknown)}`);
    }
  }
}

/**
 * Validates a form: the first problem of each field, in field order, in the words' language
 * (src/forms/words.ts). `choices` holds the run-time option lists (the consultation form's trainers);
 * a form that has such a field needs them.
 */
export function validateForm(formId: FormId, values: FormValues, words: ValidationWords, choices?: FormChoices): ValidationResult {
  const errors: FieldError[] = [];
  for (const def of fieldDefs(formId)) {
    const problem = checkField({ def, words }, values[def.name], choices);
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

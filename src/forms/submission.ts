/**
 * What the browser sends to the lead service (POST /f/{formId}, Content-Type: application/json):
 * the section-7 body (so a Formspree-compatible endpoint understands it unchanged) plus the raw,
 * sanitised form fields under `fields`, which the lead service validates again and from which it
 * rebuilds the notification text itself. See server/README.md, "Wire format".
 */
import { SOURCE_LANGUAGE, type LanguageCode } from '../content/languages';
import type { FormChoices } from './choices';
import { HONEYPOT_FIELD, type FormId } from './form-ids';
import { buildPayload, type FormspreePayload } from './payload';
import { sanitizeRecord, sanitizeText } from './sanitize';
import type { ValidationWords } from './words';
import { errorsToToastText, validateForm, type FieldError } from './validation';
import { fieldDefs, isMultiValue, type FormValues, type FormValuesOf } from './values';

/**
 * The language of the page a form was sent from, a Formspree-style meta field beside `_gotcha`: the
 * lead service stores it with the submission and tells the gym ("Wrote in Punjabi"). A post without
 * it is English; a code that is not one of src/content/languages.ts is refused.
 */
export const LANGUAGE_FIELD = '_language';

export interface FormSubmission<F extends FormId = FormId> extends FormspreePayload {
  /** The form's fields, trimmed and stripped of HTML; only the field names of the form. */
  fields: Partial<FormValuesOf<F>>;
  /** Honeypot (Formspree's `_gotcha`): present only when a bot filled the hidden input. */
  _gotcha?: string;
  /** The page's language (LANGUAGE_FIELD). */
  _language: LanguageCode;
}

/** What the browser adds to a form's values: the honeypot's value and the page's language (default English). */
export interface SubmissionMeta {
  honeypot?: string;
  language?: LanguageCode;
}

/** Successful answer of the lead service (Formspree's shape). */
export interface IntakeSuccess {
  ok: true;
  /** Where a browser without JavaScript is sent: the thank-you page. */
  next: string;
}

/** Error answer of the lead service (Formspree's shape); `errors` is empty for non-field errors. */
export interface IntakeFailure {
  error: string;
  errors: FieldError[];
}

/** Keeps only the form's own fields, sanitised (multi-value fields as lists). */
function pickFields<F extends FormId>(formId: F, values: FormValues): Partial<FormValuesOf<F>> {
  const out: Record<string, string | string[]> = {};
  for (const def of fieldDefs(formId)) {
    const v = values[def.name];
    if (v === undefined) continue;
    if (isMultiValue(def)) {
      out[def.name] = Array.isArray(v) ? [...(v as readonly string[])] : v === '' ? [] : [v as string];
    } else {
      out[def.name] = typeof v === 'string' ? v : v.join(', ');
    }
  }
  return sanitizeRecord(out) as Partial<FormValuesOf<F>>;
}

/**
 * Builds the JSON body the browser posts for a form. Sanitises the values (idempotent), so it can
 * be called with what the inputs hold. `honeypot` is the value of the hidden `_gotcha` input,
 * `language` the page's (English unless given).
 */
export function buildSubmission<F extends FormId>(
  formId: F,
  values: Partial<FormValuesOf<F>> | FormValues,
  options: SubmissionMeta = {},
): FormSubmission<F> {
  const fields = pickFields(formId, values as FormValues);
  const submission: FormSubmission<F> = { ...buildPayload(formId, fields), fields, [LANGUAGE_FIELD]: options.language ?? SOURCE_LANGUAGE };
  const honeypot = options.honeypot === undefined ? '' : sanitizeText(options.honeypot);
  if (honeypot !== '') submission[HONEYPOT_FIELD] = honeypot;
  return submission;
}

export type PreparedSubmission<F extends FormId> =
  | { ok: true; submission: FormSubmission<F> }
  | { ok: false; errors: FieldError[]; toastText: string };

/**
 * The browser's submit step in one call: sanitise, validate (spec section 5), build the body.
 * On failure: the errors for the list and the toast text (messages joined by ', '), in the words' language.
 * `choices`: the run-time option lists the form's fields need (the consultation form's trainers).
 */
export function prepareSubmission<F extends FormId>(
  formId: F,
  values: Partial<FormValuesOf<F>> | FormValues,
  options: SubmissionMeta & { choices?: FormChoices; words: ValidationWords },
): PreparedSubmission<F> {
  const fields = pickFields(formId, values as FormValues);
  const result = validateForm(formId, fields, options.words, options.choices);
  if (!result.isValid) return { ok: false, errors: result.errors, toastText: errorsToToastText(result.errors) };
  return { ok: true, submission: buildSubmission(formId, fields, options) };
}

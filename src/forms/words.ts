/**
 * The words of the forms in one language: content/data/forms.yaml (its schema, src/content/content-schema-forms.ts),
 * translated and with the gym's facts filled. The browser gets its page's language's words through the
 * page query (each form's GraphQL fragment), the lead service reads every language's at start-up
 * (server/form-words.ts). The code fills the placeholders that stand for what only it knows: {field},
 * {max}, {min}, {count}, {mark}, {service} and {form}.
 */
import type { FieldDef } from './fields';
import type { FormId } from './form-ids';
import type { Option } from './options';

interface OptionWords {
  /** The table's option value (src/forms/options.ts) this labels. */
  readonly id: string;
  readonly label: string;
}

/** A field's words (optional ones are null in a GraphQL result). */
export interface FieldWords {
  readonly label: string;
  /** The field in messages: "{field} is required". */
  readonly noun: string;
  readonly hint?: string | null;
  readonly emptyLabel?: string | null;
  /** Replaces "{field} is required" for this field. */
  readonly required?: string | null;
  readonly notAnOption?: string | null;
  readonly options?: readonly OptionWords[] | null;
}

export interface FormText {
  /** The form's accessible name ({service} on a service page). */
  readonly name: string;
  /** The heading of the lead service's page that shows the form again with its errors. */
  readonly title: string;
  readonly submit: string;
  /** The submit button's label while sending. */
  readonly sending: string;
  readonly successTitle: string;
  readonly successText: string;
  readonly failureTitle: string;
  /** Names the gym's email address. */
  readonly failureText: string;
  readonly fields: Readonly<Partial<Record<string, FieldWords>>>;
}

export interface CommonWords {
  /** "Fields marked {mark} are required" */
  readonly requiredNote: string;
  readonly fixOne: string;
  /** "Please fix these {count} problems:" */
  readonly fixMany: string;
  readonly honeypotLabel: string;
  /** The title of the toast shown when validation fails (spec 8). */
  readonly validationTitle: string;
}

/** The message templates of spec 5 and of the lead service's checks. */
export interface MessageWords {
  readonly required: string;
  readonly tooLong: string;
  readonly outOfRange: string;
  readonly nameInvalid: string;
  readonly emailInvalid: string;
  readonly phoneInvalid: string;
  readonly controlCharacters: string;
  readonly html: string;
  readonly notText: string;
  readonly notList: string;
}

/** The lead service's own pages (no JavaScript). */
interface NoScriptWords {
  readonly skipLink: string;
  readonly footer: string;
  readonly pageTitle: string;
  readonly errorsHeading: string;
  readonly requiredNote: string;
  readonly asterisk: string;
  readonly sendAgain: string;
  readonly thankYouTitle: string;
  readonly thankYouText: string;
  readonly backHome: string;
}

/** All of content/data/forms.yaml in one language. */
export interface FormsWords {
  readonly common: CommonWords;
  readonly messages: MessageWords;
  readonly noScript: NoScriptWords;
  readonly consultation: FormText;
  readonly contact: FormText;
  readonly service: FormText;
}

/** The templates the shared validator uses (the rest are the lead service's own checks'). */
export type ValidationMessages = Pick<MessageWords, 'required' | 'tooLong' | 'outOfRange' | 'nameInvalid' | 'emailInvalid' | 'phoneInvalid'>;

/** What validating a form needs: the message templates and the form's field words. */
export interface ValidationWords {
  readonly messages: ValidationMessages;
  readonly form: Pick<FormText, 'fields'>;
}

/** The words validating one form needs, from the whole file's. */
export function validationWords(words: Pick<FormsWords, 'messages' | FormId>, formId: FormId): ValidationWords {
  return { messages: words.messages, form: words[formId] };
}

/** A template with its {name} placeholders filled; unknown ones stay as written. */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A template split at one placeholder, for a page that puts an element there ("Fields marked {mark} are required"). */
export function splitAt(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

/** A field's words; a field the words do not describe is a mistake of the content or the page query. */
export function fieldWords(form: Pick<FormText, 'fields'>, def: Pick<FieldDef, 'name'>): FieldWords {
  const words = form.fields[def.name];
  if (!words) throw new Error(`The forms' words (content/data/forms.yaml) have none for the field "${def.name}"`);
  return words;
}

/** The options a visitor reads: each of the table's options with its label in the words' language. */
export function labelledOptions(options: readonly Option[], words: FieldWords): Option[] {
  const labels = new Map((words.options ?? []).map((o) => [o.id, o.label]));
  return options.map((o) => ({ value: o.value, label: labels.get(o.value) ?? o.label }));
}

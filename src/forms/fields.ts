/**
 * Every field of the three forms, described once: its name, kind, options, limits, whether it is
 * required, and the line it contributes to the message the gym receives (spec sections 3, 5
 * and 7). Everything else reads this table: the React forms (src/components/forms/FormFields.tsx),
 * the lead service's no-JavaScript form (server/submissions/pages/form-pages.ts), the shared validator (validation.ts), the
 * message builder (payload.ts), what the browser posts (submission.ts) and the lead service's checks
 * (server/submissions/intake.ts). Pure data: the browser and the lead service both import it.
 *
 * The order of a form's fields is the order of its inputs, of its errors and of its message lines. The
 * words a visitor reads are in content/data/forms.yaml, in each language (src/forms/words.ts); the words
 * here are the gym's, in English: the message it receives and its staff's inbox.
 */
import {
  AVAILABLE_DAYS,
  CONTACT_SERVICES,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  PREFERRED_TIMES,
  TRAINER_PREFERENCES,
  WORKOUT_EXPERIENCE,
  type Option,
} from './options';
import type { FormId } from './form-ids';

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'select' | 'checkboxes' | 'textarea' | 'hidden';

/** A rule on a text beyond its length; validation.ts holds the patterns and the messages of spec 5. */
export type FieldFormat = 'personName' | 'email' | 'phone';

/**
 * An option list known only at run time, from content: 'trainers' is every trainer of
 * content/data/trainers.yaml (formChoices.ts). A field with such a list sends, and the gym reads,
 * the option's value (the trainer's full name).
 */
export type ChoiceList = 'trainers';

/** The field's part of the message: "Label: value", or a section heading with the value under it. */
export type MessageLine =
  | { readonly label: string; readonly empty: string }
  | { readonly block: true; readonly empty: string };

export interface FieldDef {
  /** The input's `name`, the key of a url-encoded post and of the JSON `fields` object. */
  readonly name: string;
  /**
   * The field's name where the gym's staff read it (the lead inbox, src/staff/lead-fields.ts), in English.
   * What a visitor reads (label, hint, messages, option labels) is in content/data/forms.yaml.
   */
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly maxLength?: number;
  /** Whole-number range of a 'number' field. */
  readonly min?: number;
  readonly max?: number;
  /** The values a select or the checkboxes accept, with the labels the gym reads in the message. */
  readonly options?: readonly Option[] | ChoiceList;
  readonly format?: FieldFormat;
  /** HTML autocomplete token. */
  readonly autoComplete?: string;
  /** The option the empty first choice stands for: accepted, but not listed a second time. */
  readonly emptyStandsFor?: string;
  /** Height of a textarea. */
  readonly rows?: number;
  /** Spans both columns of the form (textareas and checkboxes always do). */
  readonly wide?: boolean;
  /** The service form's message is in sections: a heading before the first field of each. */
  readonly section?: string;
  readonly line: MessageLine;
}

/** Reads the submitted values while the subject is written (payload.ts). */
export interface ValueReader {
  /** The value as sent, trimmed. */
  text(field: string): string;
  /** The value as its message line shows it (an option's label, or the line's default when empty). */
  shown(field: string): string;
}

export interface FormDef {
  readonly fields: readonly FieldDef[];
  /** The subject of the message (spec 7). */
  readonly subject: (values: ValueReader) => string;
}

const NAME = { name: 'name', label: 'Full Name', kind: 'text', autoComplete: 'name', line: { label: 'Name', empty: '' } } as const;
const EMAIL = { name: 'email', label: 'Email Address', kind: 'email', required: true, maxLength: 100, format: 'email', autoComplete: 'email', line: { label: 'Email', empty: '' } } as const;
const PHONE = { name: 'phone', label: 'Phone Number', kind: 'tel', autoComplete: 'tel', line: { label: 'Phone', empty: 'Not provided' } } as const;
const GOALS = {
  name: 'fitnessGoals',
  kind: 'select',
  required: true,
  options: FITNESS_GOALS,
} as const;
const LEVEL = { name: 'currentFitnessLevel', kind: 'select', options: FITNESS_LEVELS } as const;
const NOT_SPECIFIED = 'Not specified';

export const FORMS = {
  /** Home #consultation and the consultation page (spec 3, 5, 7.1). */
  consultation: {
    fields: [
      { ...NAME, required: true, maxLength: 50, format: 'personName' },
      EMAIL,
      { ...PHONE, required: true, maxLength: 20, format: 'phone' },
      { name: 'age', label: 'Age', kind: 'number', required: false, min: 12, max: 100, autoComplete: 'off', line: { label: 'Age', empty: 'Not provided' } },
      // Every trainer of the content, by full name: each trainer card links to /consultation?trainer={full name}
      // to pre-select that trainer (spec 2.9). The original's list of 7 (spec 3) is not shown and would leave 8 out.
      {
        name: 'selectedTrainer',
        label: 'Preferred Trainer',
        kind: 'select',
        required: false,
        options: 'trainers',
        line: { label: 'Preferred Trainer', empty: 'No preference' },
      },
      { ...GOALS, label: 'Primary Fitness Goal', line: { label: 'Primary Fitness Goal', empty: NOT_SPECIFIED } },
      {
        ...LEVEL,
        label: 'Current Activity Level',
        required: true,
        line: { label: 'Current Activity Level', empty: NOT_SPECIFIED },
      },
      {
        name: 'workoutExperience',
        label: 'Workout Experience',
        kind: 'select',
        required: true,
        options: WORKOUT_EXPERIENCE,
        line: { label: 'Workout Experience', empty: NOT_SPECIFIED },
      },
      {
        name: 'healthConditions',
        label: 'Health Concerns or Injuries',
        kind: 'textarea',
        required: false,
        maxLength: 500,
        autoComplete: 'off',
        rows: 3,
        line: { label: 'Health Concerns', empty: 'None' },
      },
      {
        name: 'availableDays',
        label: 'Available Days',
        kind: 'checkboxes',
        required: false,
        options: AVAILABLE_DAYS,
        line: { label: 'Available Days', empty: NOT_SPECIFIED },
      },
      {
        name: 'preferredTime',
        label: 'Preferred Time',
        kind: 'select',
        required: false,
        options: PREFERRED_TIMES,
        line: { label: 'Preferred Time', empty: NOT_SPECIFIED },
      },
      {
        name: 'additionalInfo',
        label: 'Additional Information',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
        autoComplete: 'off',
        rows: 4,
        line: { label: 'Additional Information', empty: 'None' },
      },
    ],
    subject: (v) => `New Consultation Request from ${v.text('name')}`,
  },

  /** Home #contact (spec 3, 5, 7.2). */
  contact: {
    fields: [
      { ...NAME, required: true, maxLength: 100 },
      EMAIL,
      { ...PHONE, required: false, maxLength: 30 },
      {
        name: 'service',
        label: 'Service of Interest',
        kind: 'select',
        required: false,
        options: CONTACT_SERVICES,
        line: { label: 'Service Interest', empty: NOT_SPECIFIED },
      },
      { name: 'message', label: 'Message', kind: 'textarea', required: false, maxLength: 5000, autoComplete: 'off', rows: 5, line: { label: 'Message', empty: '(no message)' } },
    ],
    subject: (v) => (v.text('service') === '' ? 'Inquiry about your fitness services' : `Inquiry about ${v.shown('service')}`),
  },

  /** The consultation form of a service page (spec 3, 5, 7.3); `service` is the page's service, never typed. */
  service: {
    fields: [
      { ...NAME, required: true, maxLength: 50, format: 'personName', section: 'CLIENT INFORMATION' },
      { ...EMAIL, section: 'CLIENT INFORMATION' },
      { ...PHONE, required: true, maxLength: 20, format: 'phone', section: 'CLIENT INFORMATION' },
      {
        name: 'trainerPreference',
        label: 'Trainer Preference',
        kind: 'select',
        required: false,
        options: TRAINER_PREFERENCES,
        emptyStandsFor: 'no-preference',
        section: 'CLIENT INFORMATION',
        line: { label: 'Trainer Preference', empty: 'No Preference' },
      },
      { ...GOALS, label: 'Fitness Goals', section: 'FITNESS INFORMATION', line: { label: 'Fitness Goals', empty: NOT_SPECIFIED } },
      {
        ...LEVEL,
        label: 'Current Fitness Level',
        required: false,
        section: 'FITNESS INFORMATION',
        line: { label: 'Current Fitness Level', empty: NOT_SPECIFIED },
      },
      {
        name: 'medicalConditions',
        label: 'Medical Conditions or Injuries',
        kind: 'textarea',
        required: false,
        maxLength: 500,
        autoComplete: 'off',
        rows: 3,
        section: 'FITNESS INFORMATION',
        line: { label: 'Medical Conditions', empty: 'None specified' },
      },
      {
        name: 'availability',
        label: 'Availability',
        kind: 'text',
        required: false,
        maxLength: 100,
        autoComplete: 'off',
        wide: true,
        section: 'FITNESS INFORMATION',
        line: { label: 'Availability', empty: NOT_SPECIFIED },
      },
      {
        name: 'additionalNotes',
        label: 'Additional Notes',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
        autoComplete: 'off',
        rows: 4,
        section: 'ADDITIONAL NOTES',
        line: { block: true, empty: 'None' },
      },
      { name: 'service', label: 'Service', kind: 'hidden', required: false, maxLength: 100, section: 'SERVICE OF INTEREST', line: { block: true, empty: 'General Consultation' } },
    ],
    subject: (v) => `Consultation Request - ${v.shown('service')}`,
  },
} as const satisfies { readonly [F in FormId]: FormDef };

/**
 * Every field of the three forms, described once: its name, label, kind, options, limits, whether
 * it is required, and the line it contributes to the message the gym receives (spec sections 3, 5
 * and 7). Everything else reads this table: the React forms (src/components/forms/FormFields.tsx),
 * the lead service's no-JavaScript form (server/http/html.ts), the shared validator (validation.ts), the
 * message builder (payload.ts), what the browser posts (submission.ts) and the lead service's checks
 * (server/submissions/intake.ts). Pure data: the browser and the lead service both import it.
 *
 * The order of a form's fields is the order of its inputs, of its errors and of its message lines.
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
  /** Label shown next to the input. */
  readonly label: string;
  /** Sentence-case name used inside error messages ("Health concerns must be ..."). */
  readonly noun: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly maxLength?: number;
  /** Whole-number range of a 'number' field. */
  readonly min?: number;
  readonly max?: number;
  /** The values a select or the checkboxes accept, with the labels people read. */
  readonly options?: readonly Option[] | ChoiceList;
  readonly format?: FieldFormat;
  /** Messages that cannot be made from the noun: 'Please choose your primary fitness goal'. */
  readonly messages?: { readonly required?: string; readonly notAnOption?: string };
  /** HTML autocomplete token. */
  readonly autoComplete?: string;
  /** A select's first choice (value ''), e.g. 'Select a service'. */
  readonly emptyLabel?: string;
  /** The option the empty first choice stands for: accepted, but not listed a second time. */
  readonly emptyStandsFor?: string;
  /** Short help shown under the label. */
  readonly hint?: string;
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

const NAME = { name: 'name', label: 'Full Name', noun: 'Name', kind: 'text', autoComplete: 'name', line: { label: 'Name', empty: '' } } as const;
const EMAIL = { name: 'email', label: 'Email Address', noun: 'Email', kind: 'email', required: true, maxLength: 100, format: 'email', autoComplete: 'email', line: { label: 'Email', empty: '' } } as const;
const PHONE = { name: 'phone', label: 'Phone Number', noun: 'Phone number', kind: 'tel', autoComplete: 'tel', line: { label: 'Phone', empty: 'Not provided' } } as const;
const GOALS = {
  name: 'fitnessGoals',
  noun: 'fitness goal',
  kind: 'select',
  required: true,
  options: FITNESS_GOALS,
  messages: { required: 'Please choose your primary fitness goal' },
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
      { name: 'age', label: 'Age', noun: 'Age', kind: 'number', required: false, min: 12, max: 100, autoComplete: 'off', line: { label: 'Age', empty: 'Not provided' } },
      // Every trainer of the content, by full name: each trainer card links to /consultation?trainer={full name}
      // to pre-select that trainer (spec 2.9). The original's list of 7 (spec 3) is not shown and would leave 8 out.
      {
        name: 'selectedTrainer',
        label: 'Preferred Trainer',
        noun: 'preferred trainer',
        kind: 'select',
        required: false,
        options: 'trainers',
        emptyLabel: 'No preference',
        line: { label: 'Preferred Trainer', empty: 'No preference' },
      },
      { ...GOALS, label: 'Primary Fitness Goal', emptyLabel: 'Select your primary goal', line: { label: 'Primary Fitness Goal', empty: NOT_SPECIFIED } },
      {
        ...LEVEL,
        label: 'Current Activity Level',
        noun: 'activity level',
        required: true,
        messages: { required: 'Please choose your current activity level' },
        emptyLabel: 'Select your activity level',
        line: { label: 'Current Activity Level', empty: NOT_SPECIFIED },
      },
      {
        name: 'workoutExperience',
        label: 'Workout Experience',
        noun: 'workout experience',
        kind: 'select',
        required: true,
        options: WORKOUT_EXPERIENCE,
        messages: { required: 'Please choose your workout experience' },
        emptyLabel: 'Select your experience',
        line: { label: 'Workout Experience', empty: NOT_SPECIFIED },
      },
      {
        name: 'healthConditions',
        label: 'Health Concerns or Injuries',
        noun: 'Health concerns',
        kind: 'textarea',
        required: false,
        maxLength: 500,
        autoComplete: 'off',
        rows: 3,
        hint: 'Injuries, conditions or anything your trainer should know. Leave blank if none.',
        line: { label: 'Health Concerns', empty: 'None' },
      },
      {
        name: 'availableDays',
        label: 'Available Days',
        noun: 'available day',
        kind: 'checkboxes',
        required: false,
        options: AVAILABLE_DAYS,
        messages: { notAnOption: 'Please choose days from the list' },
        line: { label: 'Available Days', empty: NOT_SPECIFIED },
      },
      {
        name: 'preferredTime',
        label: 'Preferred Time',
        noun: 'preferred time',
        kind: 'select',
        required: false,
        options: PREFERRED_TIMES,
        emptyLabel: 'Select a time of day',
        line: { label: 'Preferred Time', empty: NOT_SPECIFIED },
      },
      {
        name: 'additionalInfo',
        label: 'Additional Information',
        noun: 'Additional information',
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
        noun: 'service',
        kind: 'select',
        required: false,
        options: CONTACT_SERVICES,
        emptyLabel: 'Select a service',
        line: { label: 'Service Interest', empty: NOT_SPECIFIED },
      },
      { name: 'message', label: 'Message', noun: 'Message', kind: 'textarea', required: false, maxLength: 5000, autoComplete: 'off', rows: 5, line: { label: 'Message', empty: '(no message)' } },
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
        noun: 'trainer preference',
        kind: 'select',
        required: false,
        options: TRAINER_PREFERENCES,
        emptyLabel: 'No preference',
        emptyStandsFor: 'no-preference',
        section: 'CLIENT INFORMATION',
        line: { label: 'Trainer Preference', empty: 'No Preference' },
      },
      { ...GOALS, label: 'Fitness Goals', emptyLabel: 'Select your fitness goal', section: 'FITNESS INFORMATION', line: { label: 'Fitness Goals', empty: NOT_SPECIFIED } },
      {
        ...LEVEL,
        label: 'Current Fitness Level',
        noun: 'fitness level',
        required: false,
        emptyLabel: 'Select your fitness level',
        section: 'FITNESS INFORMATION',
        line: { label: 'Current Fitness Level', empty: NOT_SPECIFIED },
      },
      {
        name: 'medicalConditions',
        label: 'Medical Conditions or Injuries',
        noun: 'Medical conditions',
        kind: 'textarea',
        required: false,
        maxLength: 500,
        autoComplete: 'off',
        rows: 3,
        hint: 'Injuries or conditions your trainer should know about. Leave blank if none.',
        section: 'FITNESS INFORMATION',
        line: { label: 'Medical Conditions', empty: 'None specified' },
      },
      {
        name: 'availability',
        label: 'Availability',
        noun: 'Availability',
        kind: 'text',
        required: false,
        maxLength: 100,
        autoComplete: 'off',
        hint: 'e.g. weekday mornings, Saturday afternoons',
        wide: true,
        section: 'FITNESS INFORMATION',
        line: { label: 'Availability', empty: NOT_SPECIFIED },
      },
      {
        name: 'additionalNotes',
        label: 'Additional Notes',
        noun: 'Additional notes',
        kind: 'textarea',
        required: false,
        maxLength: 1000,
        autoComplete: 'off',
        rows: 4,
        section: 'ADDITIONAL NOTES',
        line: { block: true, empty: 'None' },
      },
      { name: 'service', label: 'Service', noun: 'Service', kind: 'hidden', required: false, maxLength: 100, section: 'SERVICE OF INTEREST', line: { block: true, empty: 'General Consultation' } },
    ],
    subject: (v) => `Consultation Request - ${v.shown('service')}`,
  },
} as const satisfies { readonly [F in FormId]: FormDef };

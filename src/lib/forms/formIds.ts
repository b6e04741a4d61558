/**
 * The forms the site sends and the lead service accepts (POST /f/{formId}), with the
 * field names each one uses. These names are the `name` attributes of the browser's inputs,
 * the keys of a url-encoded post from a browser without JavaScript, and the keys of the
 * `fields` object of a JSON submission (see submission.ts).
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

export const FORM_IDS = ['consultation', 'contact', 'service'] as const;
export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

export const CONSULTATION_FIELDS = [
  'name',
  'email',
  'phone',
  'age',
  'selectedTrainer',
  'fitnessGoals',
  'currentFitnessLevel',
  'workoutExperience',
  'healthConditions',
  'availableDays',
  'preferredTime',
  'additionalInfo',
] as const;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;

/** `service` is the name of the service page the form sits on (a hidden input), e.g. 'Pilates'. */
export const SERVICE_FIELDS = [
  'name',
  'email',
  'phone',
  'trainerPreference',
  'fitnessGoals',
  'currentFitnessLevel',
  'medicalConditions',
  'availability',
  'additionalNotes',
  'service',
] as const;

export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ServiceField = (typeof SERVICE_FIELDS)[number];

export const FORM_FIELDS = {
  consultation: CONSULTATION_FIELDS,
  contact: CONTACT_FIELDS,
  service: SERVICE_FIELDS,
} as const satisfies Record<FormId, readonly string[]>;

export type FieldOf<F extends FormId> = (typeof FORM_FIELDS)[F][number];

/** Fields that hold several values (checkboxes): arrays in JSON, repeated keys when url-encoded. */
export const MULTI_VALUE_FIELDS: readonly string[] = ['availableDays'];

export function isMultiValueField(field: string): boolean {
  return MULTI_VALUE_FIELDS.includes(field);
}

/** The honeypot field (Formspree's name): a hidden input people never fill and bots do. */
export const HONEYPOT_FIELD = '_gotcha';

/** The values of one form as the browser holds them: text for every field, a list for multi-value fields. */
export type FormValuesOf<F extends FormId> = {
  [K in FieldOf<F>]: K extends 'availableDays' ? string[] : string;
};
export type ConsultationValues = FormValuesOf<'consultation'>;
export type ContactValues = FormValuesOf<'contact'>;
export type ServiceValues = FormValuesOf<'service'>;

/** Loosely typed values (what a validator accepts: missing fields count as empty). */
export type FormValues = Partial<Record<string, string | readonly string[]>>;

/** Empty values for a form: what the browser resets to after a successful send. */
export function emptyValues<F extends FormId>(formId: F): FormValuesOf<F> {
  const out: Record<string, string | string[]> = {};
  for (const field of FORM_FIELDS[formId]) out[field] = isMultiValueField(field) ? [] : '';
  return out as FormValuesOf<F>;
}

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'select' | 'checkboxes' | 'textarea' | 'hidden';

/** How a field is presented: the browser forms and the lead service's no-JavaScript pages share it. */
export interface FieldDef {
  readonly name: string;
  /** Label shown next to the input and used in the notification text. */
  readonly label: string;
  /** Sentence-case name used inside error messages ("Health concerns must be ..."). */
  readonly noun: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly Option[];
  /** HTML autocomplete token. */
  readonly autoComplete?: string;
  /** Multi-line text (line breaks allowed). */
  readonly multiline?: boolean;
}

export const LIMITS = {
  consultation: { name: 50, email: 100, phone: 20, selectedTrainer: 100, healthConditions: 500, additionalInfo: 1000, ageMin: 12, ageMax: 100 },
  contact: { name: 100, email: 100, phone: 30, message: 5000 },
  service: { name: 50, email: 100, phone: 20, medicalConditions: 500, availability: 100, additionalNotes: 1000, service: 100 },
} as const;

const L = LIMITS;

export const FIELD_DEFS: { readonly [F in FormId]: readonly FieldDef[] } = {
  consultation: [
    { name: 'name', label: 'Full Name', noun: 'Name', kind: 'text', required: true, maxLength: L.consultation.name, autoComplete: 'name' },
    { name: 'email', label: 'Email Address', noun: 'Email', kind: 'email', required: true, maxLength: L.consultation.email, autoComplete: 'email' },
    { name: 'phone', label: 'Phone Number', noun: 'Phone number', kind: 'tel', required: true, maxLength: L.consultation.phone, autoComplete: 'tel' },
    { name: 'age', label: 'Age', noun: 'Age', kind: 'number', required: false, min: L.consultation.ageMin, max: L.consultation.ageMax },
    { name: 'selectedTrainer', label: 'Preferred Trainer', noun: 'Preferred trainer', kind: 'text', required: false, maxLength: L.consultation.selectedTrainer, autoComplete: 'off' },
    { name: 'fitnessGoals', label: 'Primary Fitness Goal', noun: 'fitness goal', kind: 'select', required: true, options: FITNESS_GOALS },
    { name: 'currentFitnessLevel', label: 'Current Activity Level', noun: 'activity level', kind: 'select', required: true, options: FITNESS_LEVELS },
    { name: 'workoutExperience', label: 'Workout Experience', noun: 'workout experience', kind: 'select', required: true, options: WORKOUT_EXPERIENCE },
    { name: 'healthConditions', label: 'Health Concerns or Injuries', noun: 'Health concerns', kind: 'textarea', required: false, maxLength: L.consultation.healthConditions, multiline: true, autoComplete: 'off' },
    { name: 'availableDays', label: 'Available Days', noun: 'available day', kind: 'checkboxes', required: false, options: AVAILABLE_DAYS },
    { name: 'preferredTime', label: 'Preferred Time', noun: 'preferred time', kind: 'select', required: false, options: PREFERRED_TIMES },
    { name: 'additionalInfo', label: 'Additional Information', noun: 'Additional information', kind: 'textarea', required: false, maxLength: L.consultation.additionalInfo, multiline: true, autoComplete: 'off' },
  ],
  contact: [
    { name: 'name', label: 'Full Name', noun: 'Name', kind: 'text', required: true, maxLength: L.contact.name, autoComplete: 'name' },
    { name: 'email', label: 'Email Address', noun: 'Email', kind: 'email', required: true, maxLength: L.contact.email, autoComplete: 'email' },
    { name: 'phone', label: 'Phone Number', noun: 'Phone number', kind: 'tel', required: false, maxLength: L.contact.phone, autoComplete: 'tel' },
    { name: 'service', label: 'Service of Interest', noun: 'service', kind: 'select', required: false, options: CONTACT_SERVICES },
    { name: 'message', label: 'Message', noun: 'Message', kind: 'textarea', required: false, maxLength: L.contact.message, multiline: true, autoComplete: 'off' },
  ],
  service: [
    { name: 'name', label: 'Full Name', noun: 'Name', kind: 'text', required: true, maxLength: L.service.name, autoComplete: 'name' },
    { name: 'email', label: 'Email Address', noun: 'Email', kind: 'email', required: true, maxLength: L.service.email, autoComplete: 'email' },
    { name: 'phone', label: 'Phone Number', noun: 'Phone number', kind: 'tel', required: true, maxLength: L.service.phone, autoComplete: 'tel' },
    { name: 'trainerPreference', label: 'Trainer Preference', noun: 'trainer preference', kind: 'select', required: false, options: TRAINER_PREFERENCES },
    { name: 'fitnessGoals', label: 'Fitness Goals', noun: 'fitness goal', kind: 'select', required: true, options: FITNESS_GOALS },
    { name: 'currentFitnessLevel', label: 'Current Fitness Level', noun: 'fitness level', kind: 'select', required: false, options: FITNESS_LEVELS },
    { name: 'medicalConditions', label: 'Medical Conditions or Injuries', noun: 'Medical conditions', kind: 'textarea', required: false, maxLength: L.service.medicalConditions, multiline: true, autoComplete: 'off' },
    { name: 'availability', label: 'Availability', noun: 'Availability', kind: 'text', required: false, maxLength: L.service.availability, autoComplete: 'off' },
    { name: 'additionalNotes', label: 'Additional Notes', noun: 'Additional notes', kind: 'textarea', required: false, maxLength: L.service.additionalNotes, multiline: true, autoComplete: 'off' },
    { name: 'service', label: 'Service', noun: 'Service', kind: 'hidden', required: false, maxLength: L.service.service },
  ],
};

/** The definition of one field of a form, or undefined. */
export function fieldDef(formId: FormId, field: string): FieldDef | undefined {
  return FIELD_DEFS[formId].find((d) => d.name === field);
}

/** Default URL each form posts to; the browser overrides it with GATSBY_*_FORM_URL at build time. */
export function defaultFormUrl(formId: FormId): string {
  return `/f/${formId}`;
}

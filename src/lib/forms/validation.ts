/**
 * Validation of spec section 5, shared by the browser and the lead service.
 * Validators expect values that are already sanitised (see sanitize.ts): the browser sanitises
 * before validating; the lead service refuses HTML outright and then runs the same functions.
 */
import {
  AVAILABLE_DAYS,
  CONTACT_SERVICES,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  PREFERRED_TIMES,
  TRAINER_PREFERENCES,
  WORKOUT_EXPERIENCE,
  isOptionValue,
  type Option,
} from './options';
import { LIMITS, type FormId, type FormValues } from './formIds';

export type ErrorCode =
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

/** The messages of spec section 5, word for word, and clear ones for the rules the spec leaves unnamed. */
export const MESSAGES = {
  nameRequired: 'Name is required',
  nameInvalid: 'Name contains invalid characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 1000 characters',
  phoneRequired: 'Phone number is required',
  fitnessGoalRequired: 'Please choose your primary fitness goal',
  fitnessLevelRequired: 'Please choose your current activity level',
  workoutExperienceRequired: 'Please choose your workout experience',
  ageRange: 'Age must be between 12 and 100',
} as const;

/** "Email must be 100 characters or fewer" */
export function tooLongMessage(noun: string, max: number): string {
  return `${capitalise(noun)} must be ${max} characters or fewer`;
}

/** "Please choose a fitness goal from the list" */
export function notAnOptionMessage(noun: string): string {
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
 * backtracks quadratically on `a@b.b.b.…@` (issue 13).
 */
export function isEmailAddress(value: string): boolean {
  if (!EMAIL_SHAPE.test(value)) return false;
  const domain = value.slice(value.indexOf('@') + 1);
  return domain.slice(1, -1).includes('.');
}
/** Optional leading plus, then at least 10 digits, spaces, dashes or parentheses. */
const PHONE = /^\+?[0-9 ()-]{10,}$/;
const WHOLE_NUMBER = /^\d+$/;

const NAME_MAX = 50;
const MESSAGE_MAX = 1000;

function text(values: FormValues, field: string): string {
  const v = values[field];
  return typeof v === 'string' ? v : '';
}

function list(values: FormValues, field: string): readonly string[] {
  const v = values[field];
  if (Array.isArray(v)) return v as readonly string[];
  return typeof v === 'string' && v !== '' ? [v] : [];
}

class Collector {
  readonly errors: FieldError[] = [];
  add(field: string, code: ErrorCode, message: string): void {
    this.errors.push({ field, code, message });
  }
  has(field: string): boolean {
    return this.errors.some((e) => e.field === field);
  }
  result(): ValidationResult {
    return { isValid: this.errors.length === 0, errors: this.errors };
  }
}

/** The spec's shared validator input: the message rule applies only when a message is passed. */
export interface SharedValidatorInput {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

/**
 * The shared validator of spec section 5: name, email, phone (optional here) and, when the key is
 * present, message. Returns isValid and the list of errors, in field order.
 */
export function validateFormData(data: SharedValidatorInput): ValidationResult {
  const c = new Collector();
  checkName(c, data.name ?? '');
  checkEmail(c, data.email ?? '', Infinity);
  checkPhone(c, data.phone ?? '', false, Infinity);
  if (data.message !== undefined) {
    if (data.message === '') c.add('message', 'required', MESSAGES.messageRequired);
    else if (data.message.length > MESSAGE_MAX) c.add('message', 'too_long', MESSAGES.messageTooLong);
  }
  return c.result();
}

function checkName(c: Collector, name: string, max = NAME_MAX, spec = true): void {
  if (name === '') c.add('name', 'required', MESSAGES.nameRequired);
  else if (name.length > max) c.add('name', 'too_long', spec ? MESSAGES.nameInvalid : tooLongMessage('Name', max));
  else if (spec && !NAME_CHARS.test(name)) c.add('name', 'invalid', MESSAGES.nameInvalid);
}

function checkEmail(c: Collector, email: string, max: number): void {
  if (email === '') c.add('email', 'required', MESSAGES.emailRequired);
  else if (email.length > max) c.add('email', 'too_long', tooLongMessage('Email', max));
  else if (!isEmailAddress(email)) c.add('email', 'invalid', MESSAGES.emailInvalid);
}

function checkPhone(c: Collector, phone: string, required: boolean, max: number): void {
  if (phone === '') {
    if (required) c.add('phone', 'required', MESSAGES.phoneRequired);
  } else if (phone.length > max) c.add('phone', 'too_long', tooLongMessage('Phone number', max));
  else if (!PHONE.test(phone)) c.add('phone', 'invalid', MESSAGES.phoneInvalid);
}

function checkLength(c: Collector, values: FormValues, field: string, noun: string, max: number): void {
  if (text(values, field).length > max) c.add(field, 'too_long', tooLongMessage(noun, max));
}

function checkOption(
  c: Collector,
  values: FormValues,
  field: string,
  options: readonly Option[],
  noun: string,
  requiredMessage?: string,
): void {
  const v = text(values, field);
  if (v === '') {
    if (requiredMessage) c.add(field, 'required', requiredMessage);
  } else if (!isOptionValue(options, v)) c.add(field, 'not_an_option', notAnOptionMessage(noun));
}

/** Consultation form (home `#consultation` and the consultation page). */
export function validateConsultation(values: FormValues): ValidationResult {
  const lim = LIMITS.consultation;
  const c = new Collector();
  checkName(c, text(values, 'name'), lim.name);
  checkEmail(c, text(values, 'email'), lim.email);
  checkPhone(c, text(values, 'phone'), true, lim.phone);
  const age = text(values, 'age');
  if (age !== '') {
    const n = WHOLE_NUMBER.test(age) ? Number(age) : NaN;
    if (!(n >= lim.ageMin && n <= lim.ageMax)) c.add('age', 'out_of_range', MESSAGES.ageRange);
  }
  checkLength(c, values, 'selectedTrainer', 'Preferred trainer', lim.selectedTrainer);
  checkOption(c, values, 'fitnessGoals', FITNESS_GOALS, 'fitness goal', MESSAGES.fitnessGoalRequired);
  checkOption(c, values, 'currentFitnessLevel', FITNESS_LEVELS, 'activity level', MESSAGES.fitnessLevelRequired);
  checkOption(c, values, 'workoutExperience', WORKOUT_EXPERIENCE, 'workout experience', MESSAGES.workoutExperienceRequired);
  checkLength(c, values, 'healthConditions', 'Health concerns', lim.healthConditions);
  if (list(values, 'availableDays').some((d) => !isOptionValue(AVAILABLE_DAYS, d))) {
    c.add('availableDays', 'not_an_option', 'Please choose days from the list');
  }
  checkOption(c, values, 'preferredTime', PREFERRED_TIMES, 'preferred time');
  checkLength(c, values, 'additionalInfo', 'Additional information', lim.additionalInfo);
  return c.result();
}

/**
 * Contact form. The browser only requires name and email (spec section 5); the lead service
 * runs this too, which also caps every length and checks the email's shape and the service value.
 */
export function validateContact(values: FormValues): ValidationResult {
  const lim = LIMITS.contact;
  const c = new Collector();
  checkName(c, text(values, 'name'), lim.name, false);
  checkEmail(c, text(values, 'email'), lim.email);
  checkLength(c, values, 'phone', 'Phone number', lim.phone);
  checkOption(c, values, 'service', CONTACT_SERVICES, 'service');
  checkLength(c, values, 'message', 'Message', lim.message);
  return c.result();
}

/** Service-page consultation form: name, email, phone and goals required, then the shared rules. */
export function validateService(values: FormValues): ValidationResult {
  const lim = LIMITS.service;
  const c = new Collector();
  checkName(c, text(values, 'name'), lim.name);
  checkEmail(c, text(values, 'email'), lim.email);
  checkPhone(c, text(values, 'phone'), true, lim.phone);
  checkOption(c, values, 'trainerPreference', TRAINER_PREFERENCES, 'trainer preference');
  checkOption(c, values, 'fitnessGoals', FITNESS_GOALS, 'fitness goal', MESSAGES.fitnessGoalRequired);
  checkOption(c, values, 'currentFitnessLevel', FITNESS_LEVELS, 'fitness level');
  checkLength(c, values, 'medicalConditions', 'Medical conditions', lim.medicalConditions);
  checkLength(c, values, 'availability', 'Availability', lim.availability);
  checkLength(c, values, 'additionalNotes', 'Additional notes', lim.additionalNotes);
  checkLength(c, values, 'service', 'Service', lim.service);
  return c.result();
}

const VALIDATORS: Record<FormId, (values: FormValues) => ValidationResult> = {
  consultation: validateConsultation,
  contact: validateContact,
  service: validateService,
};

/** Runs the validator of a form. */
export function validateForm(formId: FormId, values: FormValues): ValidationResult {
  return VALIDATORS[formId](values);
}

/** The toast text: every message joined by ', ' (spec section 5). */
export function errorsToToastText(errors: readonly Pick<FieldError, 'message'>[]): string {
  return errors.map((e) => e.message).join(', ');
}

/** The first error of each field, keyed by field (for aria-describedby and inline messages). */
export function errorsByField(errors: readonly FieldError[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e;
  return out;
}

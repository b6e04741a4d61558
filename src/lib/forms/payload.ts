/**
 * The JSON bodies of spec section 7 (Formspree's wire format): email, subject, message,
 * _replyto, _subject. The message is plain text a person reads in the notification, with the
 * human labels of option values.
 */
import {
  AVAILABLE_DAYS,
  CONTACT_SERVICES,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  PREFERRED_TIMES,
  TRAINER_PREFERENCES,
  WORKOUT_EXPERIENCE,
  labelOf,
  type Option,
} from './options';
import type { FormId, FormValues } from './formIds';

export interface FormspreePayload {
  email: string;
  subject: string;
  message: string;
  _replyto: string;
  _subject: string;
}

export const DEFAULT_CONTACT_SUBJECT = 'Inquiry about your fitness services';
export const DEFAULT_SERVICE_NAME = 'General Consultation';

function text(values: FormValues, field: string): string {
  const v = values[field];
  return typeof v === 'string' ? v.trim() : '';
}

function list(values: FormValues, field: string): string[] {
  const v = values[field];
  const items = Array.isArray(v) ? (v as readonly string[]) : typeof v === 'string' && v !== '' ? [v] : [];
  return [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];
}

function option(values: FormValues, field: string, options: readonly Option[], fallback: string): string {
  const v = text(values, field);
  return v === '' ? fallback : labelOf(options, v);
}

function orDefault(value: string, fallback: string): string {
  return value === '' ? fallback : value;
}

/** "Label: value"; continuation lines of a multi-line value are indented so each field stays readable. */
function line(label: string, value: string): string {
  return `${label}: ${value.replace(/\r\n?/g, '\n').replace(/\n/g, '\n  ')}`;
}

function body(email: string, subject: string, message: string): FormspreePayload {
  return { email, subject, message, _replyto: email, _subject: subject };
}

/** Spec 7.1: consultation request (home and consultation page). */
export function buildConsultationPayload(values: FormValues): FormspreePayload {
  const name = text(values, 'name');
  const email = text(values, 'email');
  const days = list(values, 'availableDays').map((d) => labelOf(AVAILABLE_DAYS, d));
  const message = [
    line('Name', name),
    line('Email', email),
    line('Phone', orDefault(text(values, 'phone'), 'Not provided')),
    line('Age', orDefault(text(values, 'age'), 'Not provided')),
    line('Preferred Trainer', orDefault(text(values, 'selectedTrainer'), 'No preference')),
    line('Primary Fitness Goal', option(values, 'fitnessGoals', FITNESS_GOALS, 'Not specified')),
    line('Current Activity Level', option(values, 'currentFitnessLevel', FITNESS_LEVELS, 'Not specified')),
    line('Workout Experience', option(values, 'workoutExperience', WORKOUT_EXPERIENCE, 'Not specified')),
    line('Health Concerns', orDefault(text(values, 'healthConditions'), 'None')),
    line('Available Days', days.length > 0 ? days.join(', ') : 'Not specified'),
    line('Preferred Time', option(values, 'preferredTime', PREFERRED_TIMES, 'Not specified')),
    line('Additional Information', orDefault(text(values, 'additionalInfo'), 'None')),
  ].join('\n');
  return body(email, `New Consultation Request from ${name}`, message);
}

/** Spec 7.2: contact inquiry. */
export function buildContactPayload(values: FormValues): FormspreePayload {
  const email = text(values, 'email');
  const service = text(values, 'service');
  const subject = service === '' ? DEFAULT_CONTACT_SUBJECT : `Inquiry about ${labelOf(CONTACT_SERVICES, service)}`;
  const message = [
    line('Name', text(values, 'name')),
    line('Email', email),
    line('Phone', orDefault(text(values, 'phone'), 'Not provided')),
    line('Service Interest', option(values, 'service', CONTACT_SERVICES, 'Not specified')),
    line('Message', orDefault(text(values, 'message'), '(no message)')),
  ].join('\n');
  return body(email, subject, message);
}

/** Spec 7.3: service-page consultation request. */
export function buildServicePayload(values: FormValues): FormspreePayload {
  const email = text(values, 'email');
  const service = orDefault(text(values, 'service'), DEFAULT_SERVICE_NAME);
  const notes = orDefault(text(values, 'additionalNotes'), 'None').replace(/\r\n?/g, '\n');
  const message = [
    'CLIENT INFORMATION',
    line('Name', text(values, 'name')),
    line('Email', email),
    line('Phone', orDefault(text(values, 'phone'), 'Not provided')),
    line('Trainer Preference', option(values, 'trainerPreference', TRAINER_PREFERENCES, 'No Preference')),
    '',
    'FITNESS INFORMATION',
    line('Fitness Goals', option(values, 'fitnessGoals', FITNESS_GOALS, 'Not specified')),
    line('Current Fitness Level', option(values, 'currentFitnessLevel', FITNESS_LEVELS, 'Not specified')),
    line('Medical Conditions', orDefault(text(values, 'medicalConditions'), 'None specified')),
    line('Availability', orDefault(text(values, 'availability'), 'Not specified')),
    '',
    'ADDITIONAL NOTES',
    notes,
    '',
    'SERVICE OF INTEREST',
    service,
  ].join('\n');
  return body(email, `Consultation Request - ${service}`, message);
}

const BUILDERS: Record<FormId, (values: FormValues) => FormspreePayload> = {
  consultation: buildConsultationPayload,
  contact: buildContactPayload,
  service: buildServicePayload,
};

/** The section-7 body of a form. */
export function buildPayload(formId: FormId, values: FormValues): FormspreePayload {
  return BUILDERS[formId](values);
}

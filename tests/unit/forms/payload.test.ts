import {
  AVAILABLE_DAYS,
  CONTACT_SERVICES,
  FITNESS_GOALS,
  FITNESS_LEVELS,
  PREFERRED_TIMES,
  TRAINER_PREFERENCES,
  WORKOUT_EXPERIENCE,
  buildPayload,
  buildSubmission,
  emptyValues,
  fieldNames,
  prepareSubmission,
  type FormValues,
} from '../../../src/forms';
import { CONSULTATION, CONTACT, SERVICE } from '../server/helpers/values';
import { loadFormChoices } from '../../../server/submissions/form-choices';
import { wordsFor } from './form-words';

const buildConsultationPayload = (values: FormValues) => buildPayload('consultation', values);
const buildContactPayload = (values: FormValues) => buildPayload('contact', values);
const buildServicePayload = (values: FormValues) => buildPayload('service', values);

describe('options of spec section 3', () => {
  test('values in order, with labels', () => {
    expect(FITNESS_GOALS.map((o) => o.value)).toEqual(['weight-loss', 'muscle-gain', 'strength', 'endurance', 'toning', 'general-fitness', 'sport-specific', 'rehabilitation']);
    expect(FITNESS_LEVELS.map((o) => o.value)).toEqual(['sedentary', 'lightly-active', 'moderately-active', 'very-active', 'extremely-active']);
    expect(WORKOUT_EXPERIENCE).toContainEqual({ value: 'beginner', label: 'Beginner (0-6 months)' });
    expect(WORKOUT_EXPERIENCE.map((o) => o.value)).toEqual(['beginner', 'novice', 'intermediate', 'advanced']);
    expect(PREFERRED_TIMES).toContainEqual({ value: 'early-morning', label: 'Early Morning (6-8 AM)' });
    expect(PREFERRED_TIMES.map((o) => o.value)).toEqual(['early-morning', 'morning', 'midday', 'afternoon', 'evening', 'late-evening']);
    expect(CONTACT_SERVICES.map((o) => o.value)).toEqual(['personal-training', 'group-fitness', 'physiotherapy', 'athletic-performance', 'kickboxing-boxing', 'prenatal-training', 'online-coaching']);
    expect(CONTACT_SERVICES.some((o) => /pilates/i.test(o.value + o.label))).toBe(false);
    expect(TRAINER_PREFERENCES.map((o) => o.value)).toEqual(['no-preference', 'male', 'female']);
    expect(AVAILABLE_DAYS.map((o) => o.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});

describe('spec 7.1 consultation body', () => {
  test('subject, reply-to and one readable line per field with human labels', () => {
    const p = buildConsultationPayload(CONSULTATION);
    expect(p.email).toBe('harpreet@example.com');
    expect(p._replyto).toBe('harpreet@example.com');
    expect(p.subject).toBe("New Consultation Request from Harpreet O'Neil-Singh");
    expect(p._subject).toBe(p.subject);
    expect(p.message.split('\n')).toEqual([
      "Name: Harpreet O'Neil-Singh",
      'Email: harpreet@example.com',
      'Phone: (604) 555-0199',
      'Age: 34',
      'Preferred Trainer: Angela Dela Cruz',
      'Primary Fitness Goal: Strength',
      'Current Activity Level: Lightly Active',
      'Workout Experience: Novice (6 months-2 years)',
      'Health Concerns: Old knee injury (left)',
      'Available Days: Monday, Thursday',
      'Preferred Time: Early Morning (6-8 AM)',
      'Additional Information: Looking to train before work.',
    ]);
  });

  test('optional fields left empty read as such', () => {
    const p = buildConsultationPayload({ name: 'Ana', email: 'ana@example.com', phone: '6045550142', fitnessGoals: 'toning', currentFitnessLevel: 'very-active', workoutExperience: 'advanced' });
    expect(p.message).toContain('Age: Not provided');
    expect(p.message).toContain('Preferred Trainer: No preference');
    expect(p.message).toContain('Available Days: Not specified');
    expect(p.message).toContain('Health Concerns: None');
    expect(p.message).toContain('Workout Experience: Advanced (5+ years)');
  });

  test('a multi-line answer stays under its label', () => {
    const p = buildConsultationPayload({ ...CONSULTATION, additionalInfo: 'line one\r\nline two' });
    expect(p.message).toContain('Additional Information: line one\n  line two');
  });
});

describe('spec 7.2 contact body', () => {
  test('subject names the chosen service', () => {
    const p = buildContactPayload(CONTACT);
    expect(p.subject).toBe('Inquiry about Kickboxing & Boxing');
    expect(p.message.split('\n')).toEqual([
      'Name: Jordan Lee',
      'Email: jordan@example.com',
      'Phone: 604-555-0123',
      'Service Interest: Kickboxing & Boxing',
      'Message: Do you have beginner boxing classes on weekends?',
    ]);
  });

  test('default subject when no service is chosen', () => {
    const p = buildContactPayload({ name: 'Jo', email: 'jo@example.com' });
    expect(p.subject).toBe('Inquiry about your fitness services');
    expect(p._subject).toBe('Inquiry about your fitness services');
    expect(p.message).toContain('Service Interest: Not specified');
  });
});

describe('spec 7.3 service-page body', () => {
  test('sections, defaults and the service of interest', () => {
    const p = buildServicePayload(SERVICE);
    expect(p.subject).toBe('Consultation Request - Pre & Post Natal');
    expect(p.message).toBe(
      [
        'CLIENT INFORMATION',
        'Name: Priya Sharma',
        'Email: priya@example.com',
        'Phone: +1 604 555 0111',
        'Trainer Preference: Female Trainer',
        '',
        'FITNESS INFORMATION',
        'Fitness Goals: Weight Loss',
        'Current Fitness Level: Sedentary',
        'Medical Conditions: None specified',
        'Availability: Weekday evenings',
        '',
        'ADDITIONAL NOTES',
        'None',
        '',
        'SERVICE OF INTEREST',
        'Pre & Post Natal',
      ].join('\n'),
    );
  });
});

describe('what the browser sends', () => {
  test('buildSubmission: the section-7 body plus the sanitised fields of the form only', () => {
    const s = buildSubmission('contact', { ...CONTACT, name: '  <b>Jordan</b> Lee ', extra: 'dropped' });
    expect(s.fields).toEqual({ ...CONTACT, name: 'Jordan Lee' });
    expect(s.subject).toBe('Inquiry about Kickboxing & Boxing');
    expect(s.message).toContain('Name: Jordan Lee');
    expect(s).not.toHaveProperty('_gotcha');
    expect(Object.keys(s).sort()).toEqual(['_language', '_replyto', '_subject', 'email', 'fields', 'message', 'subject']);
  });

  test('the page’s language goes with the body as _language: English unless the page says otherwise', () => {
    expect(buildSubmission('contact', CONTACT)._language).toBe('en');
    expect(buildSubmission('contact', CONTACT, { language: 'pa' })._language).toBe('pa');
    const prepared = prepareSubmission('service', SERVICE, { language: 'hi', words: wordsFor('service') });
    expect(prepared.ok && prepared.submission._language).toBe('hi');
  });

  test('honeypot value is passed on when a bot filled it', () => {
    expect(buildSubmission('contact', CONTACT, { honeypot: 'http://spam.example' })._gotcha).toBe('http://spam.example');
    expect(buildSubmission('contact', CONTACT, { honeypot: '   ' })).not.toHaveProperty('_gotcha');
  });

  test('prepareSubmission: sanitise, validate, build; or the errors and the toast text', () => {
    const bad = prepareSubmission('consultation', { ...CONSULTATION, name: '<script>x</script>', email: 'nope' }, { choices: loadFormChoices(), words: wordsFor('consultation') });
    expect(bad).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'required', message: 'Name is required' },
        { field: 'email', code: 'invalid', message: 'Please enter a valid email address' },
      ],
      toastText: 'Name is required, Please enter a valid email address',
    });
    const good = prepareSubmission('service', SERVICE, { words: wordsFor('service') });
    expect(good.ok && good.submission.subject).toBe('Consultation Request - Pre & Post Natal');
  });

  test('emptyValues covers every field of each form', () => {
    expect(Object.keys(emptyValues('consultation'))).toEqual(fieldNames('consultation'));
    expect(emptyValues('consultation').availableDays).toEqual([]);
    expect(emptyValues('service').service).toBe('');
  });
});

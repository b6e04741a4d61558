import { errorsByField, errorsToToastText, isEmailAddress, validateForm } from '../../../src/forms/validation';
import type { FormValues } from '../../../src/forms/values';
import { loadFormChoices } from '../../../server/submissions/form-choices';
import { CONSULTATION, CONTACT, SERVICE } from '../server/helpers/values';
import { wordsFor } from './form-words';

const messages = (r: { errors: { message: string }[] }): string[] => r.errors.map((e) => e.message);
/** The trainers of the content: the consultation form's preferred-trainer options. */
const CHOICES = loadFormChoices();
const validateConsultation = (values: FormValues) => validateForm('consultation', values, wordsFor('consultation'), CHOICES);
const validateContact = (values: FormValues) => validateForm('contact', values, wordsFor('contact'));
const validateService = (values: FormValues) => validateForm('service', values, wordsFor('service'));

describe('the rules of spec section 5 (the consultation form applies them all)', () => {
  test('exact messages, in field order', () => {
    const r = validateConsultation({ ...CONSULTATION, name: '', email: '' });
    expect(r.isValid).toBe(false);
    expect(messages(r)).toEqual(['Name is required', 'Email is required']);
  });

  test('name: letters (any script), spaces, hyphens and apostrophes, up to 50', () => {
    for (const ok of ["Mary-Jane O'Brien", 'Zoë Ångström', 'ਹਰਪ੍ਰੀਤ ਕੌਰ', 'José', 'D’Angelo', 'a'.repeat(50)]) {
      expect(validateConsultation({ ...CONSULTATION, name: ok }).isValid).toBe(true);
    }
    for (const bad of ['R2-D2', 'Jane_Doe', 'Jane.', 'Jane 💪', 'Robert); DROP TABLE', 'a'.repeat(51)]) {
      expect(messages(validateConsultation({ ...CONSULTATION, name: bad }))).toEqual(['Name contains invalid characters']);
    }
  });

  test('email must look like an address with no spaces', () => {
    for (const bad of ['plainaddress', 'a@b', 'a b@c.com', '@c.com', 'a@b.c om']) {
      expect(messages(validateConsultation({ ...CONSULTATION, email: bad }))).toEqual(['Please enter a valid email address']);
    }
    expect(validateConsultation({ ...CONSULTATION, email: 'first.last+gym@mail.example.ca' }).isValid).toBe(true);
  });

  test('the linear e-mail check accepts exactly what the original pattern did', () => {
    const original = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ['a', '@', '.', ' ', '\t'];
    // Every string of up to 7 characters over this alphabet.
    let strings = [''];
    const differ: string[] = [];
    let checked = 0;
    for (let len = 1; len <= 7; len++) {
      strings = strings.flatMap((s) => alphabet.map((c) => s + c));
      for (const s of strings) if (isEmailAddress(s) !== original.test(s)) differ.push(s);
      checked += strings.length;
    }
    expect(checked).toBe(97_655);
    expect(differ).toEqual([]);
  });

  test('phone: required by the form; at least 10 of digits, spaces, dashes, parentheses, optional leading +', () => {
    expect(messages(validateConsultation({ ...CONSULTATION, phone: '' }))).toEqual(['Phone number is required']);
    for (const ok of ['6045550142', '604-555-0142', '(604) 555-0142', '+1 604 555 0142']) {
      expect(validateConsultation({ ...CONSULTATION, phone: ok }).isValid).toBe(true);
    }
    for (const bad of ['555-0142', '604.555.0142', '604-555-0142 ext 2', '++16045550142', '1-800-FLOWERS']) {
      expect(messages(validateConsultation({ ...CONSULTATION, phone: bad }))).toEqual(['Please enter a valid phone number']);
    }
  });
});

describe('consultation form', () => {
  test('valid values pass', () => {
    expect(validateConsultation(CONSULTATION)).toEqual({ isValid: true, errors: [] });
  });

  test('required fields with clear messages', () => {
    const r = validateConsultation({});
    expect(messages(r)).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please choose your primary fitness goal',
      'Please choose your current activity level',
      'Please choose your workout experience',
    ]);
    expect(r.errors.map((e) => e.code)).toEqual(['required', 'required', 'required', 'required', 'required', 'required']);
  });

  test('input limits: name 50, email 100, phone 20, age 12-100, health 500, additional info 1000', () => {
    const over = {
      ...CONSULTATION,
      email: `${'a'.repeat(95)}@b.com`,
      phone: '6'.repeat(21),
      age: '11',
      healthConditions: 'x'.repeat(501),
      additionalInfo: 'x'.repeat(1001),
    };
    expect(messages(validateConsultation(over))).toEqual([
      'Email must be 100 characters or fewer',
      'Phone number must be 20 characters or fewer',
      'Age must be between 12 and 100',
      'Health concerns must be 500 characters or fewer',
      'Additional information must be 1000 characters or fewer',
    ]);
    const atLimit = { ...CONSULTATION, name: 'a'.repeat(50), age: '100', healthConditions: 'x'.repeat(500), additionalInfo: 'x'.repeat(1000) };
    expect(validateConsultation(atLimit).isValid).toBe(true);
    for (const age of ['12', '100', '']) expect(validateConsultation({ ...CONSULTATION, age }).isValid).toBe(true);
    for (const age of ['101', '0', '-5', '30.5', 'thirty', '1e2']) {
      expect(messages(validateConsultation({ ...CONSULTATION, age }))).toEqual(['Age must be between 12 and 100']);
    }
  });

  test('option fields accept only the values of spec section 3', () => {
    const r = validateConsultation({ ...CONSULTATION, fitnessGoals: 'bulking', currentFitnessLevel: 'couch', workoutExperience: 'expert', preferredTime: 'noon', availableDays: ['monday', 'someday'] });
    expect(messages(r)).toEqual([
      'Please choose a fitness goal from the list',
      'Please choose an activity level from the list',
      'Please choose a workout experience from the list',
      'Please choose days from the list',
      'Please choose a preferred time from the list',
    ]);
    expect(r.errors.every((e) => e.code === 'not_an_option')).toBe(true);
  });

  test('the preferred trainer is one of the 15 trainers of the content, by exact full name', () => {
    expect(CHOICES.trainers).toHaveLength(15);
    for (const { value } of CHOICES.trainers) expect(validateConsultation({ ...CONSULTATION, selectedTrainer: value }).isValid).toBe(true);
    expect(validateConsultation({ ...CONSULTATION, selectedTrainer: '' }).isValid).toBe(true);
    for (const bad of ['Coach Maya', 'Angela', 'angela dela cruz', 'Angela Dela Cruz (Pre & Post Natal Specialist)', 'x'.repeat(101)]) {
      const r = validateConsultation({ ...CONSULTATION, selectedTrainer: bad });
      expect(r.errors).toEqual([{ field: 'selectedTrainer', code: 'not_an_option', message: 'Please choose a preferred trainer from the list' }]);
    }
  });

  test('without the list of trainers the consultation form cannot be checked (it throws, naming the field)', () => {
    expect(() => validateForm('consultation', CONSULTATION, wordsFor('consultation'))).toThrow('Field "selectedTrainer" takes its options from the trainers list, which was not passed');
  });
});

describe('contact form', () => {
  test('name and email required; everything else optional', () => {
    expect(validateContact(CONTACT).isValid).toBe(true);
    expect(validateContact({ name: 'Jo', email: 'jo@example.com' }).isValid).toBe(true);
    expect(messages(validateContact({}))).toEqual(['Name is required', 'Email is required']);
  });

  test('no character rule on the name, but lengths are capped and the service must be one of the 7', () => {
    expect(validateContact({ ...CONTACT, name: 'Dr. J. Lee (PT)' }).isValid).toBe(true);
    expect(messages(validateContact({ ...CONTACT, name: 'x'.repeat(101), message: 'y'.repeat(5001), service: 'pilates', phone: '1'.repeat(31) }))).toEqual([
      'Name must be 100 characters or fewer',
      'Phone number must be 30 characters or fewer',
      'Please choose a service from the list',
      'Message must be 5000 characters or fewer',
    ]);
  });
});

describe('service-page form', () => {
  test('name, email, phone and goals required, then the shared rules', () => {
    expect(validateService(SERVICE).isValid).toBe(true);
    expect(messages(validateService({}))).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please choose your primary fitness goal',
    ]);
    expect(messages(validateService({ ...SERVICE, name: 'J0hn', phone: '12', trainerPreference: 'robot', availability: 'x'.repeat(101) }))).toEqual([
      'Name contains invalid characters',
      'Please enter a valid phone number',
      'Please choose a trainer preference from the list',
      'Availability must be 100 characters or fewer',
    ]);
  });
});

describe('helpers', () => {
  test('toast text joins the messages with ", "', () => {
    const r = validateConsultation({ ...CONSULTATION, name: '', email: 'bad' });
    expect(errorsToToastText(r.errors)).toBe('Name is required, Please enter a valid email address');
  });

  test('validateForm dispatches by form id; errorsByField keeps the first error per field', () => {
    expect(validateForm('contact', {}, wordsFor('contact')).errors).toHaveLength(2);
    const byField = errorsByField([
      { field: 'name', code: 'required', message: 'one' },
      { field: 'name', code: 'invalid', message: 'two' },
    ]);
    expect(byField.name?.message).toBe('one');
  });
});

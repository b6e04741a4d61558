/**
 * @jest-environment jsdom
 */
/**
 * The table of src/forms/fields.ts drives every consumer: the React forms
 * and the lead service's no-JavaScript form show the same controls, and the validator, the message
 * and the lead service's checks know every field of the table.
 */
import path from 'node:path';
import { render } from '@testing-library/react';
import { loadContent } from '../../../src/build/load-content';
import {
  FORMS,
  FORM_IDS,
  buildPayload,
  fieldDefs,
  fieldWords,
  labelOf,
  labelledOptions,
  resolveOptions,
  trainerOptions,
  validateForm,
  type FieldDef,
  type FormId,
  type FormValues,
} from '../../../src/forms';
import { loadFormChoices } from '../../../server/submissions/form-choices';
import { formErrorsPage } from '../../../server/submissions/pages/form-pages';
import { normaliseBody } from '../../../server/submissions/normalise';
import { CONSULTATION, CONTACT, SERVICE } from '../server/helpers/values';
import { describeControls, type Control } from './form-controls';
import { FORM_WORDS, onPage, wordsFor } from './form-words';

const { data } = loadContent(path.resolve(__dirname, '../../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'], contentTrainers: data['trainers.yaml'] }),
}));

// Imported after the mock is in place.
import { ConsultationForm } from '../../../src/components/forms/ConsultationForm';
import { ContactForm } from '../../../src/components/forms/ContactForm';
import { ServiceForm } from '../../../src/components/forms/ServiceForm';

const CHOICES = loadFormChoices();
const VALID: Record<FormId, FormValues> = { consultation: CONSULTATION, contact: CONTACT, service: SERVICE };

function reactForm<T>(formId: FormId, read: (form: Element) => T): T {
  const element = { consultation: <ConsultationForm />, contact: <ContactForm />, service: <ServiceForm serviceName="Personal Training" sentService="Personal Training" /> }[formId];
  const { container, unmount } = render(onPage(element));
  const form = container.querySelector(`form[data-form="${formId}"]`);
  if (!form) throw new Error(`no ${formId} form rendered`);
  const result = read(form);
  unmount();
  return result;
}

const reactControls = (formId: FormId): Control[] => reactForm(formId, describeControls);

function serverForm(formId: FormId): Element {
  const doc = new DOMParser().parseFromString(formErrorsPage(formId, {}, [], CHOICES), 'text/html');
  const form = doc.querySelector('form.ls-form');
  if (!form) throw new Error(`no ${formId} form on the page`);
  return form;
}

const serverControls = (formId: FormId): Control[] => describeControls(serverForm(formId));

/** The form's hidden `_language` input: its value, or null when it has none. */
const languageInput = (form: Element): string | null => form.querySelector<HTMLInputElement>('input[type="hidden"][name="_language"]')?.value ?? null;

/** What the table and the form's words (English) say a field looks like, in the terms describeControls reads back. */
function expectedFromTable(formId: FormId, def: FieldDef): Partial<Control> {
  const words = fieldWords(FORM_WORDS.en[formId], def);
  const options = labelledOptions(resolveOptions(def, CHOICES).filter((o) => o.value !== def.emptyStandsFor), words);
  const base = { name: def.name, required: def.required };
  const { label } = words;
  const hint = words.hint ?? undefined;
  switch (def.kind) {
    case 'hidden':
      return { ...base, control: 'hidden' };
    case 'checkboxes':
      return { ...base, control: 'checkboxes', label, options: options.map((o) => [o.value, o.label]) };
    case 'select':
      return { ...base, control: 'select', label, emptyLabel: words.emptyLabel ?? undefined, options: options.map((o) => [o.value, o.label]), hint };
    case 'textarea':
      return { ...base, control: 'textarea', label, maxLength: def.maxLength?.toString(), rows: def.rows?.toString(), hint };
    default:
      return { ...base, control: `input:${def.kind}`, label, maxLength: def.maxLength?.toString(), min: def.min?.toString(), max: def.max?.toString(), hint };
  }
}

/** Hidden inputs last: the React form puts them before its grid of visible fields. */
const hiddenLast = <T extends { control?: string; kind?: string }>(items: readonly T[]): T[] => [
  ...items.filter((c) => (c.control ?? c.kind) !== 'hidden'),
  ...items.filter((c) => (c.control ?? c.kind) === 'hidden'),
];

const stripUndefined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

describe.each(FORM_IDS)('the %s form', (formId) => {
  const defs = fieldDefs(formId);

  test('the React form shows every field of the table, in order, as the table describes it', () => {
    const controls = hiddenLast(reactControls(formId));
    expect(controls.map((c) => c.name)).toEqual(hiddenLast(defs).map((d) => d.name));
    hiddenLast(defs).forEach((def, i) => expect(controls[i]).toMatchObject(stripUndefined(expectedFromTable(formId, def))));
  });

  test('the no-JavaScript form of the lead service shows the same controls as the React form', () => {
    const server = serverControls(formId);
    expect(server.map((c) => c.name)).toEqual(defs.map((d) => d.name));
    expect(hiddenLast(server)).toEqual(hiddenLast(reactControls(formId)));
  });

  test('both carry the page’s language in a hidden _language input (English on an English page)', () => {
    expect(reactForm(formId, languageInput)).toBe('en');
    expect(languageInput(serverForm(formId))).toBe('en');
  });

  test('the validator checks every field of the table that has a rule', () => {
    expect(validateForm(formId, VALID[formId], wordsFor(formId), CHOICES)).toEqual({ isValid: true, errors: [] });
    for (const def of defs) {
      const errorsFor = (value: string | string[]) =>
        validateForm(formId, { ...VALID[formId], [def.name]: value }, wordsFor(formId), CHOICES).errors.filter((e) => e.field === def.name).map((e) => e.code);
      if (def.required) expect([def.name, errorsFor('')]).toEqual([def.name, ['required']]);
      if (def.maxLength !== undefined) expect([def.name, errorsFor('a'.repeat(def.maxLength + 1))]).toEqual([def.name, def.options ? ['not_an_option'] : ['too_long']]);
      if (def.max !== undefined) expect([def.name, errorsFor(String(def.max + 1))]).toEqual([def.name, ['out_of_range']]);
      if (def.options !== undefined) expect([def.name, errorsFor(def.kind === 'checkboxes' ? ['not-an-option'] : 'not-an-option')]).toEqual([def.name, ['not_an_option']]);
    }
  });

  test('the message has a line for every field of the table, with the human label of option values', () => {
    const lines = buildPayload(formId, VALID[formId]).message.split('\n');
    for (const def of defs) {
      const v = VALID[formId][def.name];
      const values = (Array.isArray(v) ? v : [v]) as string[];
      const options = def.options === undefined || typeof def.options === 'string' ? null : def.options;
      const shown = values.map((x) => (options ? labelOf(options, x) : x)).join(', ') || def.line.empty;
      const expected = 'label' in def.line ? `${def.line.label}: ${shown}` : shown;
      expect(lines).toContain(expected);
    }
    const empty = buildPayload(formId, {}).message.split('\n');
    for (const def of defs) expect(empty).toContain('label' in def.line ? `${def.line.label}: ${def.line.empty}` : def.line.empty);
  });

  test("the lead service's checks read every field of the table and drop anything else", () => {
    const body = { ...VALID[formId], notAField: 'dropped' };
    const { values, errors } = normaliseBody(formId, body);
    expect(errors).toEqual([]);
    expect(Object.keys(values)).toEqual(defs.map((d) => d.name).filter((n) => n in VALID[formId]));
    for (const def of defs) {
      const html = normaliseBody(formId, { ...VALID[formId], [def.name]: def.kind === 'checkboxes' ? ['<b>x</b>'] : '<b>x</b>' });
      expect(html.errors).toEqual([expect.objectContaining({ field: def.name, code: 'html' })]);
    }
  });
});

describe('the preferred trainer: one list of the trainers in the content, for the browser and the service', () => {
  test('the browser and the lead service offer the same 15 trainers of the content, by full name', () => {
    const browser = trainerOptions(data['trainers.yaml'].trainers);
    expect(CHOICES.trainers).toEqual(browser);
    expect(browser.map((o) => o.value)).toEqual(data['trainers.yaml'].trainers.map((t) => t.name));
    expect(browser).toHaveLength(15);
    const trainer = reactControls('consultation').find((c) => c.name === 'selectedTrainer');
    expect(trainer).toMatchObject({ control: 'select', emptyLabel: 'No preference', options: browser.map((o) => [o.value, o.label]) });
    expect(serverControls('consultation').find((c) => c.name === 'selectedTrainer')).toEqual(trainer);
  });

  test('the table says where the list comes from, and no other field takes a run-time list', () => {
    const runtime = FORM_IDS.flatMap((id) => fieldDefs(id).flatMap((d) => (typeof d.options === 'string' ? [`${id}.${d.name}:${d.options}`] : [])));
    expect(runtime).toEqual(['consultation.selectedTrainer:trainers']);
    expect(FORMS.consultation.fields.find((d) => d.name === 'selectedTrainer')?.kind).toBe('select');
  });
});

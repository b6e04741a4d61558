/**
 * @jest-environment jsdom
 */
/**
 * One row added to the table of src/forms/fields.ts reaches every consumer with no other change
 *; a row of a kind a consumer does not know fails loudly instead of being
 * skipped. The table module is replaced by the real one plus a row, and every consumer is loaded
 * afresh against it.
 */
import path from 'node:path';
import type * as Fields from '../../../src/forms/fields';
import type { FieldDef } from '../../../src/forms/fields';
import { loadContent } from '../../../src/build/load-content';
import { CONTACT } from '../server/helpers/values';
import type { FieldWords, FormsWords } from '../../../src/forms/words';
import type { WordsByLanguage } from '../../../server/form-words';
import type * as PageData from '../../../src/hooks/usePageData';
import { FORM_WORDS } from './form-words';

const { data } = loadContent(path.resolve(__dirname, '../../../content'));

const PREFERRED_CONTACT: FieldDef = {
  name: 'preferredContact',
  label: 'Preferred Contact Method',
  kind: 'select',
  required: true,
  options: [
    { value: 'phone', label: 'Phone Call' },
    { value: 'email', label: 'Email' },
  ],
  line: { label: 'Reach Me By', empty: 'Not specified' },
};

/** The row's words, as content/data/forms.yaml would give them beside the row. */
const PREFERRED_CONTACT_WORDS: FieldWords = {
  label: 'Preferred Contact Method',
  noun: 'Contact method',
  emptyLabel: 'How should we reach you?',
  required: 'Please choose how we should reach you',
  notAnOption: 'Please choose a contact method from the list',
  options: [
    { id: 'phone', label: 'Phone Call' },
    { id: 'email', label: 'Email' },
  ],
};

/** Every language's words with the row's added to the contact form's. */
function wordsWithRow(name: string): WordsByLanguage {
  const add = (words: FormsWords): FormsWords => ({ ...words, contact: { ...words.contact, fields: { ...words.contact.fields, [name]: PREFERRED_CONTACT_WORDS } } });
  return { en: add(FORM_WORDS.en), pa: add(FORM_WORDS.pa), hi: add(FORM_WORDS.hi) };
}

const PROJECT = '../../../';

interface Consumers {
  forms: typeof import('../../../src/forms');
  html: typeof import('../../../server/submissions/pages/form-pages');
  intake: typeof import('../../../server/submissions/normalise');
  ContactForm: typeof import('../../../src/components/forms/ContactForm').ContactForm;
  rtl: typeof import('@testing-library/react');
  /** The page's context of the same load (the forms read their words from it). */
  PageDataContext: typeof PageData.PageDataContext;
  /** The words, with the row's. */
  words: WordsByLanguage;
}

/** Loads the consumers against the real table with `extra` appended to the contact form, and its words beside the content's. */
function withContactRow(extra: FieldDef): Consumers {
  const box: { loaded?: Consumers } = {};
  const words = wordsWithRow(extra.name);
  jest.isolateModules(() => {
    jest.doMock(`${PROJECT}server/form-words`, () => ({ formWords: () => words, loadFormWords: () => words }));
    jest.doMock(`${PROJECT}src/forms/fields`, () => {
      const actual = jest.requireActual<typeof Fields>(`${PROJECT}src/forms/fields`);
      const contact = { ...actual.FORMS.contact, fields: [...actual.FORMS.contact.fields, extra] };
      return { ...actual, FORMS: { ...actual.FORMS, contact } };
    });
    jest.doMock('gatsby', () => ({ graphql: () => '', useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'] }) }));
    box.loaded = {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mock, in the isolated registry */
      forms: require(`${PROJECT}src/forms`) as Consumers['forms'],
      html: require(`${PROJECT}server/submissions/pages/form-pages`) as Consumers['html'],
      intake: require(`${PROJECT}server/submissions/normalise`) as Consumers['intake'],
      ContactForm: (require(`${PROJECT}src/components/forms/ContactForm`) as typeof import('../../../src/components/forms/ContactForm')).ContactForm,
      rtl: require('@testing-library/react') as Consumers['rtl'],
      PageDataContext: (require(`${PROJECT}src/hooks/usePageData`) as typeof PageData).PageDataContext,
      words,
      /* eslint-enable @typescript-eslint/no-require-imports */
    };
  });
  if (!box.loaded) throw new Error('the consumers were not loaded');
  return box.loaded;
}

describe('a row added to the table', () => {
  const { forms, html, intake, ContactForm, rtl, PageDataContext, words } = withContactRow(PREFERRED_CONTACT);
  const contactWords = forms.validationWords(words.en, 'contact');
  const choices = { trainers: [] };

  test('is a field of the form: names, empty values, what the browser posts', () => {
    expect(forms.fieldNames('contact')).toEqual(['name', 'email', 'phone', 'service', 'message', 'preferredContact']);
    expect(forms.emptyValues('contact')).toHaveProperty('preferredContact', '');
    expect(forms.buildSubmission('contact', { ...CONTACT, preferredContact: ' <b>email</b> ' }).fields).toHaveProperty('preferredContact', 'email');
  });

  test('shows up in the React form, labelled, marked required, with its options', () => {
    const { container, unmount } = rtl.render(
      <PageDataContext.Provider value={{ data: { contentForms: words.en }, language: 'en' }}>
        <ContactForm />
      </PageDataContext.Provider>,
    );
    const select = container.querySelector('select[name="preferredContact"]');
    expect(select?.id).toBe('contact-preferredContact');
    expect(select?.hasAttribute('required')).toBe(true);
    expect(container.querySelector('label[for="contact-preferredContact"]')?.textContent).toBe('Preferred Contact Method *');
    expect(Array.from(select?.querySelectorAll('option') ?? []).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'How should we reach you?'],
      ['phone', 'Phone Call'],
      ['email', 'Email'],
    ]);
    unmount();
  });

  test("shows up in the lead service's no-JavaScript form", () => {
    const page = html.formErrorsPage('contact', { preferredContact: 'email' }, [], choices);
    expect(page).toContain('<label for="field-preferredContact">Preferred Contact Method <span class="ls-required" aria-hidden="true">*</span></label>');
    expect(page).toContain('<option value="">How should we reach you?</option><option value="phone">Phone Call</option><option value="email" selected>Email</option>');
  });

  test('is checked by the validator, with the messages the row gives', () => {
    expect(forms.validateForm('contact', CONTACT, contactWords).errors).toEqual([{ field: 'preferredContact', code: 'required', message: 'Please choose how we should reach you' }]);
    expect(forms.validateForm('contact', { ...CONTACT, preferredContact: 'fax' }, contactWords).errors).toEqual([
      { field: 'preferredContact', code: 'not_an_option', message: 'Please choose a contact method from the list' },
    ]);
    expect(forms.validateForm('contact', { ...CONTACT, preferredContact: 'phone' }, contactWords).isValid).toBe(true);
  });

  test('adds its line to the message the gym receives', () => {
    expect(forms.buildPayload('contact', { ...CONTACT, preferredContact: 'phone' }).message.split('\n').slice(-2)).toEqual([
      'Message: Do you have beginner boxing classes on weekends?',
      'Reach Me By: Phone Call',
    ]);
    expect(forms.buildPayload('contact', CONTACT).message).toMatch(/\nReach Me By: Not specified$/);
  });

  test("is read by the lead service's checks (type, HTML) and kept", () => {
    expect(intake.normaliseBody('contact', { ...CONTACT, preferredContact: 'email' }).values).toHaveProperty('preferredContact', 'email');
    expect(intake.normaliseBody('contact', { ...CONTACT, preferredContact: ['email'] }).errors).toEqual([
      { field: 'preferredContact', code: 'type', message: 'Contact method must be text' },
    ]);
    expect(intake.normaliseBody('contact', { ...CONTACT, preferredContact: '<i>email</i>' }).errors).toEqual([
      { field: 'preferredContact', code: 'html', message: 'Contact method must not contain HTML' },
    ]);
  });
});

describe('a row of a kind a consumer does not know', () => {
  // What a typo or a new kind in the table would be; the compiler refuses it too (`never` in each switch).
  const DATE = { ...PREFERRED_CONTACT, name: 'startDate', kind: 'date' } as unknown as FieldDef;
  const { forms, html, ContactForm, rtl, PageDataContext, words } = withContactRow(DATE);

  test('stops the validator, the React form and the no-JavaScript form, naming the field', () => {
    expect(() => forms.validateForm('contact', CONTACT, forms.validationWords(words.en, 'contact'))).toThrow('Field "startDate" has a kind the validator does not know: date');
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too
    expect(() =>
      rtl.render(
        <PageDataContext.Provider value={{ data: { contentForms: words.en }, language: 'en' }}>
          <ContactForm />
        </PageDataContext.Provider>,
      ),
    ).toThrow('Field "startDate" has a kind the form does not know: date');
    expect(() => html.formErrorsPage('contact', {}, [], { trainers: [] })).toThrow('Field "startDate" has a kind the no-JavaScript form does not know: date');
  });
});

/**
 * @jest-environment jsdom
 */
/**
 * A form on a Punjabi page speaks Punjabi: its labels, choices, buttons and the messages of its
 * validation come from the page's words (content/data/forms.pa.yaml, through the form's fragment), the
 * same words the lead service answers with. The English page's words are checked word for word by the
 * other tests of this folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, within } from '@testing-library/react';
import { parse as parseYaml } from 'yaml';
import { loadContent } from '../../../src/build/load-content';

const { data } = loadContent(path.resolve(__dirname, '../../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'], contentTrainers: data['trainers.yaml'] }),
}));

// Imported after the mock is in place.
import { ConsultationForm } from '../../../src/components/forms/ConsultationForm';
import { onPage } from './form-words';

/** The Punjabi translation of the English text at `at` of forms.yaml. */
function punjabi(at: string): string {
  const file = parseYaml(fs.readFileSync(path.resolve(__dirname, '../../../content/data/forms.pa.yaml'), 'utf8')) as { strings: { at: string; text: string }[] };
  const text = file.strings.find((e) => e.at === at)?.text;
  if (!text) throw new Error(`forms.pa.yaml has no translation at ${at}`);
  return text;
}

const GURMUKHI = /[\u0A00-\u0A7F]/;
const required = (field: string): string => punjabi('messages.required').replace('{field}', punjabi(`consultation.fields.${field}.noun`));

test('the consultation form on a Punjabi page: Punjabi labels, choices and button', () => {
  const { container, unmount } = render(onPage(<ConsultationForm />, 'pa'));
  const label = (id: string): string => container.querySelector(`label[for="consultation-${id}"]`)?.textContent ?? '';
  expect(label('name')).toBe(`${punjabi('consultation.fields.name.label')} *`);
  expect(label('name')).toMatch(GURMUKHI);
  expect(label('workoutExperience')).toBe(`${punjabi('consultation.fields.workoutExperience.label')} *`);
  const goals = Array.from(container.querySelectorAll('select[name="fitnessGoals"] option')).map((o) => [o.getAttribute('value'), o.textContent]);
  expect(goals.slice(0, 2)).toEqual([
    ['', punjabi('consultation.fields.fitnessGoals.emptyLabel')],
    ['weight-loss', punjabi('consultation.fields.fitnessGoals.options[0].label')], // the value sent stays the table's
  ]);
  expect(within(container).getByRole('button').textContent).toBe(punjabi('consultation.submit'));
  expect(container.querySelector('form')?.getAttribute('aria-label')).toBe(punjabi('consultation.name'));
  unmount();
});

test('the consultation form on a Punjabi page checks the visitor’s answers in Punjabi', async () => {
  const { container, unmount } = render(onPage(<ConsultationForm />, 'pa'));
  const form = container.querySelector('form') as HTMLFormElement;
  fireEvent.change(form.querySelector('[name="email"]') as Element, { target: { value: 'not-an-address' } });
  await act(async () => {
    fireEvent.submit(form);
    await Promise.resolve();
  });
  const list = within(container).getByTestId('form-errors');
  const messages = Array.from(list.querySelectorAll('li')).map((li) => li.textContent);
  expect(messages.slice(0, 3)).toEqual([required('name'), punjabi('messages.emailInvalid'), required('phone')]);
  expect(messages).toContain(punjabi('consultation.fields.fitnessGoals.required'));
  expect(messages.every((m) => GURMUKHI.test(m))).toBe(true);
  expect(list.querySelector('h3')?.textContent).toBe(punjabi('common.fixMany').replace('{count}', String(messages.length)));
  expect(container.querySelector('#consultation-name-error')?.textContent).toBe(required('name'));
  unmount();
});

/**
 * @jest-environment jsdom
 */
/**
 * The forms send the language of the page they are on: a page in Punjabi or Hindi provides it
 * (the page's context, PageDataContext), every other page is English. It is a hidden `_language` input (what a browser without
 * JavaScript posts) and the `_language` of the JSON body the script sends.
 */
import path from 'node:path';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { loadContent } from '../../../src/build/load-content';
import { CONTACT } from '../server/helpers/values';
import { onPage } from './form-words';

const { data } = loadContent(path.resolve(__dirname, '../../../content'));

jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ contentBusinessInfo: data['business-info.yaml'], contentTrainers: data['trainers.yaml'] }),
}));

// Imported after the mock is in place.
import { ContactForm } from '../../../src/components/forms/ContactForm';
import { ServiceForm } from '../../../src/components/forms/ServiceForm';

/** The JSON bodies the page's fetch was given. */
const sent: Record<string, unknown>[] = [];
beforeAll(() => {
  (window as unknown as { fetch: (url: string, init: RequestInit) => Promise<Response> }).fetch = (_url, init) => {
    sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ ok: true, next: '/thank-you?form=contact' }) } as unknown as Response);
  };
});

/** Renders the contact form, fills it and sends it; the hidden input's value and the body's `_language`. */
async function send(ui: ReactElement): Promise<{ hidden: string | null; body: Record<string, unknown> }> {
  const { container, unmount } = render(ui);
  try {
    const form = container.querySelector('form') as HTMLFormElement;
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="_language"]')?.value ?? null;
    for (const [name, value] of Object.entries(CONTACT)) {
      const el = form.querySelector(`[name="${name}"]`);
      if (el) fireEvent.change(el, { target: { value } });
    }
    const before = sent.length;
    await act(async () => {
      fireEvent.submit(form);
      await Promise.resolve();
    });
    await waitFor(() => expect(sent.length).toBe(before + 1));
    return { hidden, body: sent[before] };
  } finally {
    unmount();
  }
}

test('on an English page the form sends en', async () => {
  const { hidden, body } = await send(onPage(<ContactForm />));
  expect(hidden).toBe('en');
  expect(body._language).toBe('en');
});

test('on a Punjabi page the form sends pa, as the hidden input and in the JSON body', async () => {
  const { hidden, body } = await send(onPage(<ContactForm />, 'pa'));
  expect(hidden).toBe('pa');
  expect(body).toMatchObject({ _language: 'pa', fields: { name: CONTACT.name } });
});

test('every form has the hidden input, with the page’s language', () => {
  const { container, unmount } = render(onPage(<ServiceForm serviceName="प्रेगनेंसी और डिलीवरी के बाद" sentService="Pre & Post Natal" />, 'hi'));
  expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="_language"]')?.value).toBe('hi');
  unmount();
});

test('a service form is named in the page’s language and sends the service in English, for the gym', () => {
  const { container, unmount } = render(onPage(<ServiceForm serviceName="प्रेगनेंसी और डिलीवरी के बाद" sentService="Pre & Post Natal" />, 'hi'));
  const form = container.querySelector('form');
  expect(form?.getAttribute('aria-label')).toContain('प्रेगनेंसी और डिलीवरी के बाद');
  expect(form?.getAttribute('aria-label')).not.toMatch(/Pre & Post/);
  expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="service"]')?.value).toBe('Pre & Post Natal');
  unmount();
});

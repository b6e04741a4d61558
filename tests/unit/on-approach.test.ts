/**
 * @jest-environment jsdom
 */
import {
  LIVE_ATTRIBUTE,
  WITHOUT_CODE_ATTRIBUTE,
  listenForWaitingParts,
  markLive,
  markWithoutCode,
  restoreSnapshot,
  takeSnapshot,
  waitingPartOf,
  whenApproached,
} from '../../src/startup/on-approach';
import { typedValues } from '../../src/browser/forms/dom-values';
import { must } from './helpers/must';

/** A part as the server sends it: a form with a text field and a submit button. */
function serverPart(name: string): { part: HTMLElement; field: HTMLInputElement; submit: HTMLButtonElement; form: HTMLFormElement } {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-approach="${name}"><form action="/f/${name}" method="post"><input name="name"><button type="submit">Send</button></form></div>`,
  );
  const part = must(document.querySelector<HTMLElement>(`[data-approach="${name}"]`), 'the part');
  return {
    part,
    field: must(part.querySelector('input'), 'the field'),
    submit: must(part.querySelector('button'), 'the button'),
    form: must(part.querySelector('form'), 'the form'),
  };
}

/** An IntersectionObserver the test drives: `enter()` brings every observed element within the margin. */
function fakeObserver() {
  const observed: Element[] = [];
  let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  let margin = '';
  class FakeIO {
    constructor(cb: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
      notify = cb;
      margin = options.rootMargin;
    }
    observe(el: Element) {
      observed.push(el);
      notify([{ isIntersecting: false }]); // the first report, as browsers give it: out of reach
    }
    disconnect() {
      observed.length = 0;
    }
  }
  const win = { IntersectionObserver: FakeIO } as unknown as Window & typeof globalThis;
  return { win, enter: () => notify([{ isIntersecting: true }]), observed, margin: () => margin };
}

beforeAll(() => listenForWaitingParts(document));
afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('a part whose code comes on approach', () => {
  test('its code is asked for once, when it comes within two phone screens of the view', () => {
    const { part } = serverPart('a');
    const io = fakeObserver();
    const start = jest.fn();
    whenApproached(part, start, io.win);
    expect(io.margin()).toBe('1600px 0px');
    expect(start).not.toHaveBeenCalled();
    io.enter();
    io.enter();
    expect(start).toHaveBeenCalledTimes(1);
    expect(io.observed).toHaveLength(0); // no longer watched
  });

  test('focus entering it asks for the code at once (a field tabbed into)', () => {
    const { part, field } = serverPart('b');
    const start = jest.fn();
    whenApproached(part, start, fakeObserver().win);
    field.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('focus already inside it when it is first watched asks for the code at once (a field focused before this code had come)', () => {
    const { part, field } = serverPart('f');
    // Focused while nothing listened for it: as if before the part's code was there.
    part.removeAttribute('data-approach');
    field.focus();
    part.setAttribute('data-approach', 'f');
    const start = jest.fn();
    whenApproached(part, start, fakeObserver().win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('without IntersectionObserver the code is asked for at once', () => {
    const { part } = serverPart('c');
    const start = jest.fn();
    whenApproached(part, start, {} as Window & typeof globalThis);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a tap on its submit is held (nothing is posted), asks for the code, and is handed on once it is live', () => {
    jest.useFakeTimers();
    const { part, submit, form } = serverPart('d');
    const start = jest.fn();
    whenApproached(part, start, fakeObserver().win);
    const submits = jest.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submits);
    const clicks = jest.fn();
    submit.addEventListener('click', clicks);

    submit.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
    expect(submits).not.toHaveBeenCalled();

    markLive(part);
    expect(part.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(waitingPartOf(submit)).toBeNull();
    expect(clicks).not.toHaveBeenCalled(); // in a task of its own, after React has settled
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(submits).toHaveBeenCalledTimes(1);

    // Live, it takes its own taps.
    submit.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  test('when its code renders it anew, what was typed, the focus and a held tap go to the new fields and button', () => {
    jest.useFakeTimers();
    const { part, field, submit } = serverPart('g');
    part.querySelector('form')?.insertAdjacentHTML('afterbegin', '<input type="checkbox" name="days" value="mon"><input type="checkbox" name="days" value="tue">');
    field.id = 'g-name';
    field.value = 'Early Ella';
    field.focus();
    field.setSelectionRange(2, 5);
    must(part.querySelector<HTMLInputElement>('input[value="tue"]'), 'tuesday').checked = true;
    submit.click(); // held
    const snapshot = takeSnapshot(part);

    // The code renders the part: new elements, empty and unchecked.
    part.innerHTML = '<form><input type="checkbox" name="days" value="mon"><input type="checkbox" name="days" value="tue"><input id="g-name" name="name"><button type="submit">Send</button></form>';
    const newField = must(part.querySelector<HTMLInputElement>('#g-name'), 'the new field');
    const clicks = jest.fn((e: Event) => e.preventDefault());
    must(part.querySelector('button'), 'the new button').addEventListener('click', clicks);
    restoreSnapshot(part, snapshot);
    expect(newField.value).toBe('Early Ella');
    expect(document.activeElement).toBe(newField);
    expect([newField.selectionStart, newField.selectionEnd]).toEqual([2, 5]);
    expect([...part.querySelectorAll<HTMLInputElement>('input[name="days"]')].map((c) => c.checked)).toEqual([false, true]);

    markLive(part);
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  test('a part tapped before anything asked for its code gets it as soon as something does', () => {
    const { part, submit } = serverPart('h');
    submit.click();
    const start = jest.fn();
    whenApproached(part, start, fakeObserver().win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('two taps on one button are one', () => {
    jest.useFakeTimers();
    const { part, submit } = serverPart('e');
    const clicks = jest.fn();
    submit.addEventListener('click', clicks);
    submit.click();
    submit.click();
    markLive(part);
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  test('when its code cannot come, a held submit posts its form as without JavaScript, and later taps are not held', () => {
    const { part, submit, form } = serverPart('f');
    const submits = jest.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submits);
    submit.click();
    expect(submits).not.toHaveBeenCalled();
    markWithoutCode(part);
    expect(part.hasAttribute(WITHOUT_CODE_ATTRIBUTE)).toBe(true);
    expect(submits).toHaveBeenCalledTimes(1);
    submit.click();
    expect(submits).toHaveBeenCalledTimes(2);
  });

  test('a tap outside any waiting part is left alone', () => {
    document.body.insertAdjacentHTML('beforeend', '<button id="plain">Plain</button>');
    const plain = must(document.querySelector<HTMLButtonElement>('#plain'), 'the button');
    const clicks = jest.fn();
    plain.addEventListener('click', clicks);
    plain.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('what was typed into a form before its code ran', () => {
  test('is read from the fields the table of fields describes; empty fields and the page-set ones are left out', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="Early Ella"><input name="email" value=""><input name="phone" value="">
      <select name="currentFitnessLevel"><option value="">Pick</option><option value="beginner" selected>Beginner</option></select>
      <input type="checkbox" name="availableDays" value="monday" checked><input type="checkbox" name="availableDays" value="tuesday">
      <input type="checkbox" name="availableDays" value="friday" checked>
      <textarea name="additionalInfo">Knees</textarea><input name="_gotcha" value="bot"></form>`;
    const form = must(document.querySelector('form'), 'the form');
    expect(typedValues(form, 'consultation')).toEqual({
      name: 'Early Ella',
      currentFitnessLevel: 'beginner',
      availableDays: ['monday', 'friday'],
      additionalInfo: 'Knees',
    });
  });

  test('a form nobody typed into gives nothing', () => {
    document.body.innerHTML = '<form><input name="name"><input name="email"><textarea name="message"></textarea></form>';
    expect(typedValues(must(document.querySelector('form'), 'the form'), 'contact')).toEqual({});
  });
});

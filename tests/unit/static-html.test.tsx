/**
 * @jest-environment jsdom
 */
import './helpers/text-encoder';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { StaticHtml } from '../../src/components/ui/StaticHtml';
import { forgetServerHtml, keepServerHtml } from '../../src/lib/kept-html';
import { followSectionLinks, sectionOfClick } from '../../src/lib/scroll';
import { must } from './helpers/must';

// React's act() environment flag, so state updates inside act are flushed without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
/** Stands for a section's content: counts how often React renders it. */
function Cards({ label }: { label: string }) {
  renders += 1;
  return (
    <ul>
      <li>
        <a href="#membership">{label}</a>
      </li>
    </ul>
  );
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <StaticHtml id="services">
        <Cards label={label} />
      </StaticHtml>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  renders = 0;
  container = document.createElement('div');
  document.body.replaceChildren(container);
  forgetServerHtml();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('StaticHtml: server HTML kept on the first load, children rendered after a navigation', () => {
  it('hydrates without rendering what is inside, and leaves the server HTML as it was', () => {
    container.innerHTML = renderToString(<Page label="Server words" />);
    const before = container.innerHTML;
    const serverLink = must(container.querySelector('a'), 'the server-rendered link');
    renders = 0;
    const errors: unknown[] = [];
    keepServerHtml(document);
    act(() => {
      // Different words on the client: if React hydrated inside, it would report the mismatch or rewrite them.
      root = hydrateRoot(container, <Page label="Client words" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(renders).toBe(0);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    // The very same element the server sent, not a copy.
    expect(container.querySelector('a')).toBe(serverLink);
  });

  it('renders its children when there is no server HTML for it (a page reached by a client-side navigation)', () => {
    container.innerHTML = renderToString(<Page label="First page" />);
    keepServerHtml(document);
    forgetServerHtml();
    renders = 0;
    const fresh = document.createElement('div');
    document.body.append(fresh);
    act(() => {
      root = createRoot(fresh);
      root.render(<Page label="Next page" />);
    });
    expect(renders).toBe(1);
    expect(fresh.textContent).toBe('Next page');
  });

  it('two parts with one name are both hydrated as usual, and the clash is reported', () => {
    const twice = (label: string) => (
      <>
        <StaticHtml id="same">
          <Cards label={label} />
        </StaticHtml>
        <StaticHtml id="same">
          <Cards label={label} />
        </StaticHtml>
      </>
    );
    container.innerHTML = renderToString(twice('Words'));
    renders = 0;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keepServerHtml(document);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"same"'));
    error.mockRestore();
    act(() => {
      root = hydrateRoot(container, twice('Words'));
    });
    expect(renders).toBe(2);
  });
});

describe('followSectionLinks: a section link inside kept server HTML scrolls as a hydrated one does', () => {
  let intoView: jest.Mock;

  beforeAll(() => {
    followSectionLinks(document);
  });

  beforeEach(() => {
    intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    container.innerHTML =
      '<a id="to-section" href="#membership">Memberships</a><a id="to-page" href="/trainers">Trainers</a>' +
      '<a id="to-home-section" href="/other#membership">Home</a><a id="to-nowhere" href="#no-such-section">Nowhere</a>' +
      '<section id="membership"><h2>Membership</h2></section>';
  });

  const click = (id: string, init: MouseEventInit = {}) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    must(document.getElementById(id), `#${id}`).dispatchEvent(e);
    return e;
  };

  it('scrolls to the section, moves focus there and does not follow the link', () => {
    const e = click('to-section');
    expect(e.defaultPrevented).toBe(true);
    expect(intoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(document.getElementById('membership'));
    expect(window.location.hash).toBe('#membership');
  });

  it('leaves alone links to other pages, sections that are not there, modified clicks and clicks already handled', () => {
    expect(click('to-page').defaultPrevented).toBe(false);
    expect(click('to-home-section').defaultPrevented).toBe(false);
    expect(click('to-nowhere').defaultPrevented).toBe(false);
    expect(click('to-section', { ctrlKey: true }).defaultPrevented).toBe(false);
    must(document.getElementById('to-section'), '#to-section').addEventListener('click', (ev) => ev.preventDefault(), { once: true });
    click('to-section');
    expect(intoView).not.toHaveBeenCalled();
  });

  it('sectionOfClick reads the section from the link the click landed in', () => {
    const inner = document.createElement('span');
    must(document.getElementById('to-section'), '#to-section').append(inner);
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(e, 'target', { value: inner });
    expect(sectionOfClick(e, window.location)).toBe('membership');
  });
});

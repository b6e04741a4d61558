/**
 * @jest-environment jsdom
 */
import './helpers/text-encoder';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { StaticHtml } from '../../src/startup/StaticHtml';
import { forgetServerHtml, keepServerHtml } from '../../src/startup/kept-html';
import { actionOfClick, followStaticLinks } from '../../src/startup/static-links';
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

  it('is hydrated as any part in a benchmark build that switches static parts off (scripts/bench-mechanisms.ts)', () => {
    container.innerHTML = renderToString(<Page label="Same words" />);
    renders = 0;
    keepServerHtml(document);
    process.env.GATSBY_STARTUP_OFF = 'early-taps,static-parts';
    try {
      act(() => {
        root = hydrateRoot(container, <Page label="Same words" />);
      });
    } finally {
      delete process.env.GATSBY_STARTUP_OFF;
    }
    expect(renders).toBe(1);
    expect(container.textContent).toBe('Same words');
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
    act(() => {
      root = hydrateRoot(container, twice('Words'));
    });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"same"'));
    error.mockRestore();
    expect(renders).toBe(2);
  });
});

describe('followStaticLinks: links inside kept server HTML work as hydrated ones do', () => {
  let intoView: jest.Mock;
  const go = jest.fn();

  beforeAll(() => {
    followStaticLinks(document, go);
  });

  beforeEach(() => {
    go.mockClear();
    intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    container.innerHTML =
      '<div data-static="footer"><a id="to-section" href="#membership">Memberships</a><a id="to-page" href="/trainers?x=1#top">Trainers</a>' +
      '<a id="to-file" href="/sitemap.xml">Sitemap</a><a id="to-site" href="https://elsewhere.example/">Elsewhere</a>' +
      '<a id="new-tab" href="/faq" target="_blank">FAQ</a><a id="to-nowhere" href="#no-such-section">Nowhere</a></div>' +
      '<a id="hydrated" href="/blog/1">A link outside the static parts</a>' +
      '<section id="membership"><h2>Membership</h2></section>';
  });

  const click = (id: string, init: MouseEventInit = {}) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    must(document.getElementById(id), `#${id}`).dispatchEvent(e);
    return e;
  };

  it('a link to a section of the page scrolls there, moves focus and is not followed', () => {
    const entries = window.history.length;
    const e = click('to-section');
    expect(e.defaultPrevented).toBe(true);
    expect(intoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(document.getElementById('membership'));
    expect(window.location.hash).toBe('#membership');
    expect(window.history.length).toBe(entries);
    expect(go).not.toHaveBeenCalled();
  });

  it('a link to another page of the site is a client-side navigation, with its query and hash', () => {
    expect(click('to-page').defaultPrevented).toBe(true);
    expect(go).toHaveBeenCalledWith('/trainers?x=1#top');
  });

  it('leaves files, other sites, new tabs, absent sections, modified clicks, handled clicks and links outside static parts alone', () => {
    for (const id of ['to-file', 'to-site', 'new-tab', 'to-nowhere', 'hydrated']) expect(click(id).defaultPrevented).toBe(false);
    expect(click('to-page', { ctrlKey: true }).defaultPrevented).toBe(false);
    must(document.getElementById('to-page'), '#to-page').addEventListener('click', (ev) => ev.preventDefault(), { once: true });
    click('to-page');
    expect(go).not.toHaveBeenCalled();
    expect(intoView).not.toHaveBeenCalled();
  });

  it('actionOfClick reads the link the click landed in', () => {
    const inner = document.createElement('span');
    must(document.getElementById('to-section'), '#to-section').append(inner);
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(e, 'target', { value: inner });
    expect(actionOfClick(e, window.location)).toEqual({ kind: 'section', id: 'membership' });
  });
});

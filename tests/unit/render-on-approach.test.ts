/**
 * @jest-environment jsdom
 */
import {
  DEFERRED_PARTS,
  ON_APPROACH_ATTRIBUTE,
  PART_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  RESTORED_PLACE_ATTRIBUTE,
  markRestoredPlace,
  renderAllNow,
} from '../../src/startup/render-on-approach';
import { builtHeadScripts } from './helpers/head-scripts';

const PAGE = `<div id="gatsby-focus-wrapper"><header></header><main><section id="hero"></section><section id="a"></section><section id="b"></section></main><footer></footer></div>`;

describe('render on approach', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(RENDERED_ATTRIBUTE);
    document.body.innerHTML = PAGE;
  });

  it('defers every section after the first, and the footer', () => {
    expect([...document.querySelectorAll(DEFERRED_PARTS.join(', '))].map((e) => e.id || e.tagName)).toEqual(['a', 'b', 'FOOTER']);
  });

  it('renders every part at once before a jump: the page marked rendered, once', () => {
    renderAllNow(document);
    expect(document.documentElement.getAttribute(RENDERED_ATTRIBUTE)).toBe('true');
    document.documentElement.setAttribute(RENDERED_ATTRIBUTE, 'kept');
    renderAllNow(document);
    expect(document.documentElement.getAttribute(RENDERED_ATTRIBUTE)).toBe('kept');
  });

  it('defers every marked item of a long list after its first, in page order with the sections', () => {
    const item = (id: string) => `<li id="${id}" ${PART_ATTRIBUTE}=""></li>`;
    document.body.innerHTML = `<div id="gatsby-focus-wrapper"><main><article><ul>${item('card-1')}${item('card-2')}${item('card-3')}</ul><ul><li id="plain"></li><li id="plain-2"></li></ul></article></main><footer></footer></div>`;
    expect([...document.querySelectorAll(DEFERRED_PARTS.join(', '))].map((e) => e.id || e.tagName)).toEqual(['card-2', 'card-3', 'FOOTER']);
  });

  describe("the head's inline script", () => {
    const html = document.documentElement;
    /** Runs the script as the page's head does, at an address whose hash is `hash`. */
    const runScript = (hash = '') => {
      window.history.replaceState(null, '', `/trainers${window.location.search}${hash}`);
      html.removeAttribute(ON_APPROACH_ATTRIBUTE);
      const script = document.createElement('script');
      script.textContent = builtHeadScripts().renderOnApproach;
      document.head.append(script);
      document.body.innerHTML = `${PAGE}<a id="here" href="#b">B</a><a id="there" href="/faq#b">FAQ</a><a id="tab" href="#b" target="_blank">B</a>`;
    };
    const link = (id: string) => document.querySelector<HTMLAnchorElement>(`#${id}`) ?? document.createElement('a');
    const click = (id: string, init: MouseEventInit = {}) =>
      link(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    const renderedNow = () => html.hasAttribute(RENDERED_ATTRIBUTE);

    it('marks the page for rendering on approach, and renders it whole on the click of a link to a place on it', () => {
      runScript();
      expect(html.hasAttribute(ON_APPROACH_ATTRIBUTE)).toBe(true);
      expect(renderedNow()).toBe(false);
      click('here');
      expect(renderedNow()).toBe(true);
    });

    it('leaves links to other pages, new tabs and modified clicks alone', () => {
      runScript();
      click('there');
      click('tab');
      click('here', { ctrlKey: true });
      click('here', { metaKey: true });
      click('here', { shiftKey: true });
      click('here', { button: 1 });
      expect(renderedNow()).toBe(false);
    });

    it('defers nothing when the page is opened at a section: the browser jumps there by the real heights', () => {
      runScript('#b');
      expect(html.hasAttribute(ON_APPROACH_ATTRIBUTE)).toBe(false);
    });

    /** Runs the script as the browser would after a navigation of this type (jsdom has no navigation entry). */
    const runAfter = (type: string) => {
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
      });
      try {
        runScript();
      } finally {
        Reflect.deleteProperty(performance, 'getEntriesByType');
      }
    };

    it.each(['back_forward', 'reload'])('defers nothing when the browser brings the visitor back to a place (%s)', (type) => {
      runAfter(type);
      expect(html.hasAttribute(ON_APPROACH_ATTRIBUTE)).toBe(false);
    });

    it('defers on a page reached by a link (navigate)', () => {
      runAfter('navigate');
      expect(html.hasAttribute(ON_APPROACH_ATTRIBUTE)).toBe(true);
    });
  });
});

describe('the place the browser restores', () => {
  afterEach(() => document.documentElement.removeAttribute(RESTORED_PLACE_ATTRIBUTE));

  it('back, forward and reload mark the page, so the browser jumps to the place instead of sliding there', () => {
    for (const type of ['back_forward', 'reload']) {
      document.documentElement.removeAttribute(RESTORED_PLACE_ATTRIBUTE);
      markRestoredPlace(document, type);
      expect(document.documentElement.hasAttribute(RESTORED_PLACE_ATTRIBUTE)).toBe(true);
    }
  });

  it('a new visit, or a browser that does not say, keeps the smooth scrolling', () => {
    markRestoredPlace(document, 'navigate');
    markRestoredPlace(document, undefined);
    expect(document.documentElement.hasAttribute(RESTORED_PLACE_ATTRIBUTE)).toBe(false);
  });
});

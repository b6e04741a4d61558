/**
 * @jest-environment jsdom
 */
import { forgetServerHtml, keepServerHtml, keptHtmlOf } from '../../src/startup/kept-html';

const ATTRIBUTE = 'data-on-approach';

beforeEach(() => {
  document.body.innerHTML = `<div ${ATTRIBUTE}="contact"><form><input name="name"></form></div><div ${ATTRIBUTE}="twice">a</div><div ${ATTRIBUTE}="twice">b</div>`;
  forgetServerHtml();
});

describe('kept-html: the first page’s server HTML of a part whose code comes on approach (src/startup/OnApproach)', () => {
  it('gives the part’s server HTML while the loaded page is shown', () => {
    keepServerHtml(document);
    expect(keptHtmlOf('contact', ATTRIBUTE)).toBe('<form><input name="name"></form>');
    expect(keptHtmlOf('absent', ATTRIBUTE)).toBeUndefined();
  });

  it('gives nothing once the visitor has gone to another page (the next page has no server HTML)', () => {
    keepServerHtml(document);
    forgetServerHtml();
    expect(keptHtmlOf('contact', ATTRIBUTE)).toBeUndefined();
  });

  it('two parts with one name: neither keeps HTML (both render as usual), and the clash is reported', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keepServerHtml(document);
    expect(keptHtmlOf('twice', ATTRIBUTE)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"twice"'));
    error.mockRestore();
  });
});

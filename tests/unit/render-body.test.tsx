import { checkSuspenseMark, renderBody } from '../../plugins/gatsby-plugin-site-build/render-body';

/**
 * The build renders each page's body with renderBody. React 18's streaming renderer writes a whole
 * 2,048-byte buffer when a character of two or more bytes does not fit at its end, zero bytes and all:
 * the built blog post 10 had a NUL before the footer's "©" (the Nu HTML Checker: "Saw U+0000 in stream").
 */
describe('renderBody', () => {
  it('writes every character as it is, wherever it falls (no NUL bytes from a half-filled buffer)', () => {
    // Padding of every length from 1,800 to 2,100 bytes, then a text that starts with the two-byte "©",
    // as the footer's "© 2026 ...": for one of the lengths the "©" meets the end of React's buffer.
    for (let n = 0; n <= 300; n++) {
      const html = renderBody(
        <div>
          {[600, 600, 600, n].map((length, i) => (
            <span key={i}>{'a'.repeat(length)}</span>
          ))}
          <p>© {2026}</p>
        </div>,
      );
      expect(html).not.toContain('\u0000');
      expect(html).toContain('<p>© <!-- -->2026</p>');
    }
  });

  it('fails when a part of the page suspends instead of rendering (the page would ship its fallback)', async () => {
    const never = new Promise<never>(() => undefined);
    function Suspends(): never {
      // Thrown as React's Suspense protocol expects (a promise), to stand for data that never arrives.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw never;
    }
    const { Suspense } = await import('react');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderBody(
        <Suspense fallback={<p>Loading</p>}>
          <Suspends />
        </Suspense>,
      ),
    ).toThrow(/suspended/);
    error.mockRestore();
  });

  it('renders Suspense boundaries with their content, as the browser expects to hydrate them', async () => {
    const { Suspense } = await import('react');
    const html = renderBody(
      <Suspense fallback={null}>
        <p>Ready</p>
      </Suspense>,
    );
    expect(html).toBe('<!--$--><p>Ready</p><!--/$-->');
  });

  it("checks React's mark for an unfinished boundary before it relies on it, and stops the build when React writes another", () => {
    expect(() => checkSuspenseMark()).not.toThrow();
    expect(() => checkSuspenseMark(() => '<!--$?--><template id="B:0"></template><!--/$-->')).toThrow(
      /no longer marks a Suspense boundary the server could not render with <!--\$!-->.*render-body\.tsx must learn its new mark/,
    );
    // The check itself does not print React's expected report.
    const error = jest.spyOn(console, 'error');
    checkSuspenseMark();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

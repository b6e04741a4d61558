/**
 * The mark an English post shows for the languages it is not translated into: one line of tags, each
 * language's words from its pages.yaml translation, marked with its lang.
 *
 * @jest-environment jsdom
 */
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { EnglishPostMark } from '../../src/components/blog/EnglishPostMark';
import { englishMarks } from '../../src/lib/blog-languages';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';

const content = loadContent(path.resolve(__dirname, '../../content'));
const words = (['pa', 'hi'] as const).map((lang) => ({ lang, inEnglish: filledDataIn(content, lang)['pages.yaml'].blog.meta.inEnglish }));

describe("an English post's mark", () => {
  it('reads "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ" and "अंग्रेज़ी में", each in its language', () => {
    render(<EnglishPostMark marks={englishMarks('en', ['en'], ['en', 'pa', 'hi'], words)} />);
    const mark = screen.getByTestId('post-english-mark');
    expect(Array.from(mark.children, (c) => [c.getAttribute('lang'), c.textContent])).toEqual([
      ['pa-CA', 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ'],
      ['hi-CA', 'अंग्रेज़ी में'],
    ]);
  });

  it('names only the language still missing', () => {
    render(<EnglishPostMark marks={englishMarks('en', ['en', 'hi'], ['en', 'pa', 'hi'], words)} />);
    expect(screen.getByTestId('post-english-mark').textContent).toBe('ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ');
  });

  it('is not there at all for a post translated into every language', () => {
    const { container } = render(<EnglishPostMark marks={englishMarks('en', ['en', 'pa', 'hi'], ['en', 'pa', 'hi'], words)} />);
    expect(container.innerHTML).toBe('');
  });
});

/**
 * The mark an English post shows for the languages it is not translated into: one line, each language's
 * words from its pages.yaml translation, marked with its lang, the separator hidden from screen readers.
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
  it('reads "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ · अंग्रेज़ी में", each part in its language', () => {
    render(<EnglishPostMark marks={englishMarks('en', ['en'], ['en', 'pa', 'hi'], words)} />);
    const mark = screen.getByTestId('post-english-mark');
    expect(mark.textContent).toBe('ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ · अंग्रेज़ी में');
    expect(screen.getByText('ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ').getAttribute('lang')).toBe('pa-CA');
    expect(screen.getByText('अंग्रेज़ी में').getAttribute('lang')).toBe('hi-CA');
    expect(screen.getByText('·').getAttribute('aria-hidden')).toBe('true');
  });

  it('names only the language still missing, with no separator', () => {
    render(<EnglishPostMark marks={englishMarks('en', ['en', 'hi'], ['en', 'pa', 'hi'], words)} />);
    expect(screen.getByTestId('post-english-mark').textContent).toBe('ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ');
  });

  it('is not there at all for a post translated into every language', () => {
    const { container } = render(<EnglishPostMark marks={englishMarks('en', ['en', 'pa', 'hi'], ['en', 'pa', 'hi'], words)} />);
    expect(container.innerHTML).toBe('');
  });
});

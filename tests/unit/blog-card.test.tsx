/**
 * A blog card as a language's blog list shows it: its words (read-more, the meta line, the date) in the
 * page's language from pages.yaml; a post not translated keeps its English title, preview and author
 * role, marked lang="en", and links to the English post with hreflang="en".
 *
 * @jest-environment jsdom
 */
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { BlogCard, type BlogCardData } from '../../src/components/blog/BlogCard';
import { PageDataContext } from '../../src/hooks/usePageData';
import { loadContent } from '../../src/build/load-content';
import { filledDataIn } from '../../src/content/fill-content';
import type { LanguageCode } from '../../src/content/languages';

const content = loadContent(path.resolve(__dirname, '../../content'));
const pagesIn = (language: LanguageCode) => filledDataIn(content, language)['pages.yaml'];
const wordsIn = (language: LanguageCode) => pagesIn(language).blog;
/** The card's words as the blog list gives them: the blog's, with the language's way of writing dates. */
const cardWordsIn = (language: LanguageCode) => ({ readMore: wordsIn(language).readMore, meta: { ...wordsIn(language).meta, dates: pagesIn(language).dates } });

const post: BlogCardData = {
  id: 7,
  title: 'Kickboxing for Fitness',
  readTime: '5 min read',
  author: 'Head Coach',
  date: '2024-03-11',
  image: null,
  imageAlt: 'A boxing class',
  preview: 'Why a kickboxing class is a full-body workout...',
  href: '/blog/7',
};

function renderCard(language: LanguageCode, card: BlogCardData) {
  return render(
    <PageDataContext.Provider value={{ data: null, language }}>
      <BlogCard post={card} words={cardWordsIn(language)} />
    </PageDataContext.Provider>,
  );
}

describe('a blog card in the page language', () => {
  it('reads in English on the English list, as before', () => {
    renderCard('en', post);
    const card = screen.getByTestId('blog-card');
    expect(within(card).getByRole('list', { name: 'About this article' })).toBeTruthy();
    expect(screen.getByTestId('post-read-time').textContent).toBe('5 min read');
    expect(screen.getByTestId('post-author').textContent).toBe('Written by the Head Coach');
    expect(screen.getByTestId('post-date').textContent).toBe('March 11, 2024');
    expect(card.textContent).toContain('Read article');
    expect(card.querySelector('[lang]')).toBeNull();
    expect(screen.getByTestId('blog-card-link').getAttribute('hreflang')).toBeNull();
  });

  it('on the Punjabi list: Punjabi words around an English post marked lang="en", linking to the English post', () => {
    renderCard('pa', { ...post, english: true });
    const card = screen.getByTestId('blog-card');
    const blog = wordsIn('pa');
    expect(within(card).getByRole('list', { name: blog.meta.label })).toBeTruthy();
    expect(blog.meta.label).not.toBe('About this article');
    expect(screen.getByTestId('post-read-time').textContent).toBe(blog.meta.minRead.replace('{minutes}', '5'));
    expect(screen.getByTestId('post-date').textContent).toBe('11 ਮਾਰਚ 2024');
    expect(card.textContent).toContain(blog.readMore);
    const link = screen.getByTestId('blog-card-link');
    expect(link.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('href')).toBe('/blog/7');
    expect(screen.getByTestId('blog-card-preview').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Head Coach').getAttribute('lang')).toBe('en');
  });

  it('on the Hindi list: a translated post carries no English mark', () => {
    renderCard('hi', { ...post, title: 'फिटनेस के लिए किकबॉक्सिंग', href: '/hi/blog/7', english: false });
    const card = screen.getByTestId('blog-card');
    expect(card.querySelector('[lang="en"]')).toBeNull();
    expect(screen.getByTestId('blog-card-link').getAttribute('hreflang')).toBeNull();
    expect(card.textContent).toContain(wordsIn('hi').readMore);
  });
});

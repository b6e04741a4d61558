import { css } from '@emotion/react';
import { Picture } from '../ui/Picture';
import { ArrowRight } from '../ui/icons';
import { imageOf, type ImageFile } from '../../lib/image-types';
import { PostMeta, type PostMetaWords } from './PostMeta';
import { alpha, colors, fonts, radius, space } from '../../styles/theme';

export interface BlogCardData {
  id: number;
  title: string;
  readTime: string;
  /** "Draft" or "Scheduled for …" under the dev server; empty for a published post. */
  status?: string;
  author: string;
  date: string;
  image: ImageFile;
  imageAlt: string;
  /** Plain-text preview: the first 200 characters plus '...'. */
  preview: string;
  href: string;
  /** Shown in English on another language's list (not translated): its title and preview are marked lang="en" and it opens the English post. */
  english?: boolean;
}

/** The card's words in the page's language. */
interface BlogCardWords {
  readMore: string;
  meta: PostMetaWords;
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  transition:
    border-color 0.25s ease,
    transform 0.25s ease;
  &:hover {
    border-color: ${alpha(colors.accent, 0.6)};
    transform: translateY(-3px);
  }
  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
  }
  .media {
    background: ${colors.surfaceRaised};
  }
  .media .picture {
    aspect-ratio: 16 / 9;
    width: 100%;
  }
  .body {
    display: flex;
    flex-direction: column;
    flex: 1;
    gap: ${space(3)};
    padding: ${space(5)} ${space(5)} ${space(6)};
  }
  h2 {
    font-size: 1.35rem;
    line-height: 1.2;
    margin: 0;
  }
  h2 a {
    color: ${colors.text};
    text-decoration: none;
  }
  h2 a:focus-visible {
    outline: none;
  }
  /* The whole card is the title link's click target. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover h2 a {
    color: ${colors.accentHover};
  }
  .preview {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.97rem;
  }
  .more {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
    font-family: ${fonts.heading};
    font-weight: 500;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.accent};
  }
`;

/**
 * One blog card. The title is a plain link (a full page load to the post, spec 2.10) stretched over
 * the whole card, so a click anywhere on it opens the post and screen readers hear just the title.
 */
export function BlogCard({ post, words }: { post: BlogCardData; words: BlogCardWords }) {
  const img = imageOf(post.image);
  // A post not translated: its English title, preview, image description and link say so (lang, hreflang).
  const en = post.english ? ({ lang: 'en' } as const) : {};
  return (
    <article css={card} data-testid="blog-card" data-post-id={post.id} data-english={post.english ? '' : undefined}>
      <div className="media" {...en}>
        {img && <Picture image={img} alt={post.imageAlt} />}
      </div>
      <div className="body">
        <PostMeta readTime={post.readTime} author={post.author} date={post.date} status={post.status} words={words.meta} english={post.english} />
        <h2 {...en}>
          <a href={post.href} hrefLang={post.english ? 'en' : undefined} data-testid="blog-card-link">
            {post.title}
          </a>
        </h2>
        <p className="preview" data-testid="blog-card-preview" {...en}>
          {post.preview}
        </p>
        <span className="more" aria-hidden="true">
          {words.readMore} <ArrowRight size={18} />
        </span>
      </div>
    </article>
  );
}

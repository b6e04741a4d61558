import { css } from '@emotion/react';
import { CalendarDays, Clock, UserRound } from '../ui/icons';
import { dateIn, readMinutes, type DateWords } from '../../lib/blog-languages';
import { fillSlots } from '../../lib/rich-text';
import { colors, space, typeScale } from '../../styles/theme';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${typeScale.small.size};
  color: ${colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }
  svg {
    color: ${colors.accent};
    flex: none;
  }
`;

/** The dev server's mark on a post visitors do not see yet ("Draft", "Scheduled for 2026-12-01"). */
const statusMark = css`
  padding: ${space(1)} ${space(3)};
  border-radius: 999px;
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The visible mark on a post that is not translated: an outlined tag, in the page's language. */
const englishMark = css`
  padding: 0 ${space(2)};
  border: 1px solid ${colors.accent};
  border-radius: 999px;
  color: ${colors.text};
  font-weight: 700;
  white-space: nowrap;
`;

/** The meta line's words in the page's language (pages.yaml `blog.meta`). */
export interface PostMetaWords {
  /** The list's name for screen readers: "About this article". */
  label: string;
  /** "Written by the {author}": the words around the author are read out only. */
  writtenBy: string;
  /** "{minutes} min read". */
  minRead: string;
  /** The mark on a post shown in English on another language's page: "ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ", "अंग्रेज़ी में". */
  inEnglish: string;
  /** How the date reads (pages.yaml `dates`). */
  dates: DateWords;
}

/** The author with the words around it ("Written by the …") read out only. */
function Author({ author, writtenBy, english }: { author: string; writtenBy: string; english?: boolean }) {
  const [before = '', after = ''] = writtenBy.split('{author}');
  return (
    <span>
      {before && <span className="visually-hidden">{before}</span>}
      <span lang={english ? 'en' : undefined}>{author}</span>
      {after && <span className="visually-hidden">{after}</span>}
    </span>
  );
}

interface Props {
  readTime: string;
  author: string;
  date: string;
  status?: string;
  className?: string;
  words: PostMetaWords;
  /** The post is shown in English on another language's page: marked so in the page's language, its author role lang="en". */
  english?: boolean;
}

/**
 * Read time, author role and date of a post, on one wrapping line, in the page's language; first, for a post
 * visitors do not see yet (shown only by the dev server: the production build leaves such posts out), its status.
 */
export function PostMeta({ readTime, author, date, status, className, words, english }: Props) {
  const minutes = readMinutes(readTime);
  return (
    <ul css={list} className={className} aria-label={words.label}>
      {status ? (
        <li css={statusMark} data-testid="post-status">
          {status}
        </li>
      ) : null}
      {english ? (
        <li css={englishMark} data-testid="post-in-english">
          {words.inEnglish}
        </li>
      ) : null}
      <li data-testid="post-read-time">
        <Clock size={16} aria-hidden="true" />
        {minutes === null ? readTime : fillSlots(words.minRead, { minutes })}
      </li>
      <li data-testid="post-author">
        <UserRound size={16} aria-hidden="true" />
        <Author author={author} writtenBy={words.writtenBy} english={english} />
      </li>
      <li>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={date} data-testid="post-date">
          {dateIn(date, words.dates)}
        </time>
      </li>
    </ul>
  );
}

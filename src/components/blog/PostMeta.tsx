import { css } from '@emotion/react';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { formatPostDate } from '../../lib/blog-preview';
import { colors, space } from '../../styles/theme';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
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

/** Read time, author role and date of a post, on one wrapping line. */
export function PostMeta({ readTime, author, date, className }: { readTime: string; author: string; date: string; className?: string }) {
  return (
    <ul css={list} className={className} aria-label="About this article">
      <li data-testid="post-read-time">
        <Clock size={16} aria-hidden="true" />
        {readTime}
      </li>
      <li data-testid="post-author">
        <UserRound size={16} aria-hidden="true" />
        <span>
          <span className="visually-hidden">Written by the </span>
          {author}
        </span>
      </li>
      <li>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={date} data-testid="post-date">
          {formatPostDate(date)}
        </time>
      </li>
    </ul>
  );
}

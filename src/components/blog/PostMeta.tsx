import { css } from '@emotion/react';
import { CalendarDays, Clock, UserRound } from '../ui/icons';
import { formatPostDate } from '../../lib/blog-preview';
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

/**
 * Read time, author role and date of a post, on one wrapping line; first, for a post visitors do not see
 * yet (shown only by the dev server: the production build leaves such posts out), its status.
 */
export function PostMeta({ readTime, author, date, status, className }: { readTime: string; author: string; date: string; status?: string; className?: string }) {
  return (
    <ul css={list} className={className} aria-label="About this article">
      {status ? (
        <li css={statusMark} data-testid="post-status">
          {status}
        </li>
      ) : null}
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

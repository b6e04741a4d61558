import type { ReactNode, MouseEvent } from 'react';
import { LocalLink } from './LocalLink';
import type { HomeAnchor } from '../../lib/routes';
import { SECTION_LINK_ATTRIBUTE, scrollToId } from '../../browser/scroll';
import { usePageInfo } from '../layout/PageInfo';

interface HomeSectionLinkProps {
  anchor: HomeAnchor;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Called once the link was followed (e.g. to close the phone menu, which gives focus back to its button). */
  onNavigate?: () => void;
}

/**
 * A link to a section of the home page: on the home page it scrolls there by the one rule
 * (src/browser/scroll `scrollToId`: smoothly, focus moved, no history entry), then calls `onNavigate`;
 * elsewhere it is a link to the home page plus the anchor.
 */
export function HomeSectionLink({ anchor, children, className, onNavigate, ...aria }: HomeSectionLinkProps) {
  const { isHome } = usePageInfo();
  if (isHome) {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToId(anchor)) e.preventDefault();
      onNavigate?.();
    };
    return (
      <a href={`#${anchor}`} className={className} onClick={onClick} {...{ [SECTION_LINK_ATTRIBUTE]: '' }} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <LocalLink to={`/#${anchor}`} className={className} onClick={onNavigate} {...aria}>
      {children}
    </LocalLink>
  );
}

interface PageLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/** An internal page link that marks itself as the current page. */
export function PageLink({ to, children, className, onNavigate }: PageLinkProps) {
  const { path } = usePageInfo();
  return (
    <LocalLink to={to} className={className} onClick={onNavigate} aria-current={path === to ? 'page' : undefined}>
      {children}
    </LocalLink>
  );
}

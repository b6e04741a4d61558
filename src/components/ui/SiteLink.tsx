import type { ReactNode, MouseEvent } from 'react';
import { Link } from 'gatsby';
import type { HomeAnchor } from '../../lib/routes';
import { scrollToId } from '../../lib/scroll';
import { usePageInfo } from '../layout/PageInfo';

interface HomeSectionLinkProps {
  anchor: HomeAnchor;
  children: ReactNode;
  className?: string;
  /** Called after the link did its job (e.g. to close a menu). */
  onNavigate?: () => void;
  'aria-label'?: string;
}

/**
 * A link to a section of the home page. On the home page it scrolls smoothly to the section;
 * elsewhere it goes to the home page plus the anchor.
 */
export function HomeSectionLink({ anchor, children, className, onNavigate, ...aria }: HomeSectionLinkProps) {
  const { isHome } = usePageInfo();
  if (isHome) {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToId(anchor)) e.preventDefault();
      onNavigate?.();
    };
    return (
      <a href={`#${anchor}`} className={className} onClick={onClick} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${anchor}`} className={className} onClick={onNavigate} {...aria}>
      {children}
    </Link>
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
    <Link to={to} className={className} onClick={onNavigate} aria-current={path === to ? 'page' : undefined}>
      {children}
    </Link>
  );
}

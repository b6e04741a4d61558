import type { ReactNode, MouseEvent } from 'react';
import { Link } from 'gatsby';
import type { HomeAnchor } from '../../lib/routes';
import { scrollToId } from '../../browser/scroll';
import { usePageInfo } from '../layout/PageInfo';
import { SECTION_LINK_ATTRIBUTE } from '../../startup/static-links';

interface HomeSectionLinkProps {
  anchor: HomeAnchor;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A link to a section of the home page, with no handler of its own, so it may sit in a static part: on
 * the home page a plain link to the section, which the document's one rule for such links scrolls to
 * smoothly (src/startup/static-links, SECTION_LINK_ATTRIBUTE); elsewhere a link to the home page plus the
 * anchor.
 */
export function HomeSectionLink({ anchor, children, className, ...aria }: HomeSectionLinkProps) {
  const { isHome } = usePageInfo();
  if (isHome) {
    return (
      <a href={`#${anchor}`} className={className} {...{ [SECTION_LINK_ATTRIBUTE]: '' }} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <Link to={`/#${anchor}`} className={className} {...aria}>
      {children}
    </Link>
  );
}

/**
 * A link to a section of the home page that also tells its menu it was followed (`onNavigate`, e.g. to
 * close the phone menu, which then gives focus back to its button): it scrolls first, then calls it. Has
 * a handler, so never inside a static part.
 */
export function MenuSectionLink({ anchor, children, className, onNavigate, ...aria }: HomeSectionLinkProps & { onNavigate?: () => void }) {
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

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSettings } from '../../hooks/useSettings';

/** A link that leaves the site: always a new tab (said to screen readers), never leaks the opener or the referrer. */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const { frame } = useSettings();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {frame.newTab}</span>
    </a>
  );
}

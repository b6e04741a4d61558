import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** A link that leaves the site: always a new tab, never leaks the opener or the referrer. */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

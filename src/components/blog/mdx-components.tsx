import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'gatsby';
import { ExternalLink } from '../ui/ExternalLink';

/** Links inside a post: site paths move within the site, other sites open in a new tab. */
function PostLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^\/(?!\/)/.test(href)) return <Link to={href}>{children}</Link>;
  if (/^https?:\/\//i.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Elements the MDX body renders with (the rest are plain HTML, styled by the post's prose styles). */
export const mdxComponents = { a: PostLink };

import type { AnchorHTMLAttributes, JSX } from 'react';
import { LocalLink } from '../ui/LocalLink';
import { ExternalLink } from '../ui/ExternalLink';
import { ContentText } from '../ui/ContentText';
import { FACT_DOCS } from '../../content/facts';
import { componentName } from '../../content/placeholders';

/** Links inside a post: site paths move within the site, other sites open in a new tab. */
function PostLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (/^\/(?!\/)/.test(href)) return <LocalLink to={href}>{children}</LocalLink>;
  if (/^https?:\/\//i.test(href)) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export type FactComponent = (props: { plan?: string }) => JSX.Element;

/**
 * The gym's facts in a post: <Phone /> (a tel: link), <Email /> (a mailto: link), <Address />,
 * <Price plan="regular-hours" /> … one per placeholder of src/content/facts.ts (MDX reads `{phone}` as code).
 */
export const factComponents: Record<string, FactComponent> = Object.fromEntries(
  FACT_DOCS.map((doc) => {
    const [base, arg] = doc.placeholder.slice(1, -1).split(':');
    const Fact: FactComponent = ({ plan }) => <ContentText text={arg ? `{${base}:${plan ?? ''}}` : `{${base}}`} />;
    return [componentName(base), Fact];
  }),
);

/** Elements the MDX body renders with (the rest are plain HTML, styled by the post's prose styles). */
export const mdxComponents = { a: PostLink, ...factComponents };

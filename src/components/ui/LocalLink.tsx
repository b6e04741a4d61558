import { Link, type GatsbyLinkProps } from 'gatsby';
import { usePageLanguage } from '../../hooks/usePageData';
import { localPath } from '../../lib/routes';

// Gatsby's props less `ref` (its type names the anchor, Link's class component takes none here).
type Props = Omit<GatsbyLinkProps<unknown>, 'ref'>;

/**
 * Gatsby's Link to a page of the site, in the page's language: `to` is the English path ('/faq',
 * '/#membership') and the link goes to the same page in the language being read ('/pa/faq'). Every
 * internal link of a visitor page is one, so a visitor who chose Punjabi stays in Punjabi.
 */
export function LocalLink({ to, ...rest }: Props) {
  const language = usePageLanguage();
  return <Link {...rest} to={localPath(to, language)} />;
}

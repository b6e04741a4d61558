import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { route } from '../lib/routes';
import type { PageContext } from '../lib/page-context';

export default function BlogListTemplate({ pageContext }: PageProps<unknown, PageContext>) {
  return <PageHero title={route(pageContext.routeKey).label} />;
}

export const Head: HeadFC<unknown, PageContext> = ({ pageContext }) => (
  <Seo pageContext={pageContext} title={route(pageContext.routeKey).label} description={route(pageContext.routeKey).label} crumb={route(pageContext.routeKey).label} />
);

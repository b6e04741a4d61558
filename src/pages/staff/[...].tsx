/**
 * The gym's lead inbox: Gatsby's client-only splat route, so one HTML shell (public/staff/[...]/)
 * answers every address under /staff/ and no lead is ever in the built HTML. The app is in
 * src/components/staff/; this page's chunk is the only one that loads it. Never in the sitemap, never
 * linked from the public pages, noindex.
 */
import type { HeadFC, PageProps } from 'gatsby';
import { StaffApp } from '../../components/staff/StaffApp';
import { useSiteFacts } from '../../hooks/useSiteContent';
import { present } from '../../lib/query-data';
import { staffTitle } from '../../staff/title';
import { useHydratedMark } from '../../startup/Deferred';
import { prefetchInbox } from '../../browser/staff/prefetch';

// In the browser, the inbox asks the lead service what it needs first as soon as this code runs, while
// Gatsby still fetches the page's data (src/browser/staff/prefetch.ts). Never at build time.
if (typeof window !== 'undefined') prefetchInbox(window.location.pathname, window.location.search);

function useBrand(): string {
  return present(useSiteFacts().contentSettings, 'content/data/settings.yaml').brand.name;
}

export default function StaffPage({ location }: PageProps) {
  useHydratedMark();
  const brand = useBrand();
  return <StaffApp pathname={location.pathname} search={location.search} hash={location.hash} brand={brand} />;
}

export const Head: HeadFC = () => {
  const brand = useBrand();
  return (
    <>
      <title>{staffTitle('Leads', brand)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="same-origin" />
    </>
  );
};

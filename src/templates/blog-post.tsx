import type { ReactNode } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import type { PageContext } from '../lib/page-context';

export default function BlogPostTemplate({ children }: PageProps<unknown, PageContext> & { children: ReactNode }) {
  return (
    <>
      <PageHero title="Blog post" />
      {children}
    </>
  );
}

export const Head: HeadFC<unknown, PageContext> = ({ pageContext }) => <Seo pageContext={pageContext} title="Blog" description="Blog" />;

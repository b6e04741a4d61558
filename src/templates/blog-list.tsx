import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { grid } from '../components/ui/styles';
import { PageBody } from '../components/ui/PageBody';
import { BlogCard, type BlogCardData } from '../components/blog/BlogCard';
import { BLOG_ALIAS_PREFIX } from '../lib/routes';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { space } from '../styles/theme';
import { present } from '../lib/query-data';

export const query = graphql`
  query BlogList($lang: String!) {
    ...SiteWords
    contentPages(lang: { eq: $lang }) {
      blog { eyebrow title intro }
    }
    allMdx(sort: { frontmatter: { id: ASC } }, filter: { fields: { published: { eq: true } } }) {
      nodes {
        preview
        readTime
        fields {
          status
        }
        frontmatter {
          id
          title
          author
          date(formatString: "YYYY-MM-DD")
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(
                width: 640
                aspectRatio: 1.7778
                breakpoints: [360, 480, 640]
                sizes: "(min-width: 1280px) 370px, (min-width: 1024px) 31vw, (min-width: 700px) 46vw, 92vw"
                placeholder: DOMINANT_COLOR
              )
            }
          }
        }
      }
    }
  }
`;

/** Cards open the post under the short prefix, with a full page load (spec 2.10). */
const cardHref = (id: number): string => `${BLOG_ALIAS_PREFIX}/${id}`;

const list = css`
  ${grid(300)};
  list-style: none;
  margin: 0;
  padding: 0;
  row-gap: ${space(8)};
`;

export default function BlogListTemplate({ data }: PageProps<Queries.BlogListQuery, RoutePageContext>) {
  const words = present(data.contentPages, 'content/data/pages.yaml').blog;
  const posts: BlogCardData[] = data.allMdx.nodes.map(({ preview, readTime, fields, frontmatter: f }) => ({
    id: f.id,
    title: f.title,
    readTime,
    status: fields.status,
    author: f.author,
    date: f.date,
    image: f.image,
    imageAlt: f.imageAlt,
    preview,
    href: cardHref(f.id),
  }));

  return (
    <>
      <PageHero back="home" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <PageBody label="Articles">
        <ul css={list} aria-label={`${posts.length} articles`} data-testid="blog-grid">
          {posts.map((p) => (
            <li key={p.id}>
              <BlogCard post={p} />
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}

export const Head: HeadFC<Queries.BlogListQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

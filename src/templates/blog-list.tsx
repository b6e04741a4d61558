import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { grid } from '../components/ui/styles';
import { PageBody } from '../components/ui/PageBody';
import { BlogCard, type BlogCardData } from '../components/blog/BlogCard';
import { BLOG_ALIAS_PREFIX, localPath } from '../lib/routes';
import { postsForList } from '../lib/blog-languages';
import { fillSlots } from '../lib/rich-text';
import { SOURCE_LANGUAGE, isLanguageCode, type LanguageCode } from '../content/languages';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { space } from '../styles/theme';
import { present } from '../lib/query-data';

export const query = graphql`
  query BlogList($lang: String!) {
    ...SiteWords
    contentPages(lang: { eq: $lang }) {
      blog {
        eyebrow
        title
        intro
        listLabel
        count
        readMore
        meta { label writtenBy minRead inEnglish }
      }
      dates { pattern months }
    }
    allMdx(sort: { frontmatter: { id: ASC } }, filter: { fields: { published: { eq: true } } }) {
      nodes {
        preview
        readTime
        fields {
          status
          lang
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

/**
 * Cards open the post under the short prefix, with a full page load (spec 2.10): the post in the page's
 * language when translated, else the English post.
 */
const cardHref = (id: number, language: LanguageCode): string => localPath(`${BLOG_ALIAS_PREFIX}/${id}`, language);

const list = css`
  ${grid(300)};
  list-style: none;
  margin: 0;
  padding: 0;
  row-gap: ${space(8)};
`;

export default function BlogListTemplate({ data, pageContext }: PageProps<Queries.BlogListQuery, RoutePageContext>) {
  const pages = present(data.contentPages, 'content/data/pages.yaml');
  const words = pages.blog;
  const cardWords = { readMore: words.readMore, meta: { ...words.meta, dates: pages.dates } };
  const listed = postsForList(data.allMdx.nodes.map((n) => ({ ...n, id: n.frontmatter.id, lang: n.fields.lang })), pageContext.lang);
  const posts: BlogCardData[] = listed.map(({ preview, readTime, fields, frontmatter: f, english, lang }) => ({
    id: f.id,
    title: f.title,
    readTime,
    status: fields.status,
    author: f.author,
    date: f.date,
    image: f.image,
    imageAlt: f.imageAlt,
    preview,
    href: cardHref(f.id, isLanguageCode(lang) ? lang : SOURCE_LANGUAGE),
    english,
  }));

  return (
    <>
      <PageHero back="home" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <PageBody label={words.listLabel}>
        <ul css={list} aria-label={fillSlots(words.count, { count: posts.length })} data-testid="blog-grid">
          {posts.map((p) => (
            <li key={p.id}>
              <BlogCard post={p} words={cardWords} />
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}

export const Head: HeadFC<Queries.BlogListQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

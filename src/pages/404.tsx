import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LocalLink } from '../components/ui/LocalLink';
import { Seo } from '../components/layout/Seo';
import { BlogRedirectIsland } from '../components/blog/BlogRedirect';
import type { PageContext } from '../lib/page-context';
import { buttonPrimary, container, statusPage } from '../components/ui/styles';
import { colors, fonts, space } from '../styles/theme';
import { present } from '../lib/query-data';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPostIdsQuery>) {
  const words = present(data.contentPages, 'content/data/pages.yaml').notFound;

  return (
    <div css={[container, statusPage]}>
      <BlogRedirectIsland posts={data.allMdx.nodes.map((n) => ({ id: n.frontmatter.id, lang: n.fields.lang }))} />
      <div>
        <p aria-hidden="true" css={css`font-family: ${fonts.heading}; font-size: clamp(6rem, 30vw, 12rem); line-height: 1; color: ${colors.accent}; margin: 0; font-weight: 700;`}>
          404
        </p>
        <h1 css={css`font-size: clamp(1.8rem, 5vw, 2.6rem);`}>
          <span className="visually-hidden">404 – </span>
          {words.heading}
        </h1>
        <p css={css`color: ${colors.muted}; margin-bottom: ${space(8)};`}>{words.text}</p>
        <LocalLink to="/" css={buttonPrimary}>
          {words.homeLink}
        </LocalLink>
      </div>
    </div>
  );
}

export const Head: HeadFC<Queries.NotFoundPostIdsQuery, PageContext> = ({ data, pageContext }) => (
  <Seo pageContext={pageContext} title={present(data.contentPages, 'content/data/pages.yaml').notFound.headTitle} description={present(data.contentPages, 'content/data/pages.yaml').notFound.headDescription} noindex />
);

export const query = graphql`
  query NotFoundPostIds($lang: String!) {
    ...SiteWords
    contentPages(lang: { eq: $lang }) {
      notFound { heading text headTitle headDescription homeLink }
    }
    allMdx(filter: { fields: { published: { eq: true } } }) {
      nodes {
        frontmatter {
          id
        }
        fields {
          lang
        }
      }
    }
  }
`;

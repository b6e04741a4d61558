import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LocalLink } from '../components/ui/LocalLink';
import { Picture } from '../components/ui/Picture';
import { MDXProvider } from '@mdx-js/react';
import { ArrowLeft } from '../components/ui/icons';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { buttonPrimary, container } from '../components/ui/styles';
import { PostMeta } from '../components/blog/PostMeta';
import { EnglishPostMark } from '../components/blog/EnglishPostMark';
import { mdxComponents } from '../components/blog/mdx-components';
import { prose } from '../components/blog/prose';
import { BLOG_ALIAS_PREFIX, BLOG_PREFIX, localPath, pathOf, route, splitLanguage } from '../lib/routes';
import { pageLabelIn } from '../hooks/usePageLabel';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../lib/structured-data';
import { imageOf } from '../lib/image-types';
import { englishMarks } from '../lib/blog-languages';
import { SITE_LANGUAGES } from '../content/languages';
import type { PageContext } from '../lib/page-context';
import { alpha, colors, mq, radius, space, typeScale } from '../styles/theme';
import { present } from '../lib/query-data';

export const query = graphql`
  query BlogPost($mdxId: String!, $lang: String!) {
    ...SiteWords
    site {
      siteMetadata {
        siteUrl
      }
    }
    contentSettings(lang: { eq: $lang }) {
      brand {
        name
      }
    }
    contentPages(lang: { eq: $lang }) {
      blog {
        eyebrow
        title
        ctaHeading
        ctaText
        back
        consultationButton
        missingTitle
        missingDescription
        meta { label writtenBy minRead inEnglish }
      }
      dates { pattern months }
    }
    otherLanguages: allContentPages(filter: { lang: { ne: $lang } }) {
      nodes {
        lang
        blog {
          meta { inEnglish }
        }
      }
    }
    mdx(id: { eq: $mdxId }) {
      readTime
      fields {
        status
      }
      frontmatter {
        id
        title
        excerpt
        author
        date(formatString: "YYYY-MM-DD")
        imageAlt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              width: 1100
              aspectRatio: 1.7778
              breakpoints: [390, 750, 1100]
              sizes: "(min-width: 1200px) 1100px, 94vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

const backLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
  min-height: 44px;
  color: ${colors.muted};
  font-weight: ${typeScale.strong.weight};
  text-decoration: none;
  &:hover {
    color: ${colors.accent};
  }
`;

const figure = css`
  margin: 0 auto;
  max-width: 1100px;
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${colors.surfaceRaised};
  .picture {
    aspect-ratio: 16 / 9;
    width: 100%;
  }
`;

const article = css`
  padding-top: ${space(10)};
  padding-bottom: ${space(16)};
  ${mq.md} {
    padding-top: ${space(14)};
    padding-bottom: ${space(24)};
  }
`;

const closing = css`
  max-width: 70ch;
  margin: ${space(14)} auto 0;
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.accent, 0.45)};
  background: radial-gradient(circle at 100% 0%, ${alpha(colors.accent, 0.18)} 0%, transparent 60%), ${colors.surface};
  h2 {
    font-size: clamp(1.4rem, 4vw, 1.8rem);
  }
  p {
    color: ${colors.muted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)} ${space(6)};
  }
  .actions a:not([data-primary]) {
    color: ${colors.text};
    font-weight: 600;
  }
`;

/** The list a post belongs to: the short prefix when the visitor came in on it, else the long one. */
function blogListPath(pathname: string): string {
  return pathname.startsWith(`${BLOG_ALIAS_PREFIX}/`) ? BLOG_ALIAS_PREFIX : BLOG_PREFIX;
}

function BackToBlog({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <LocalLink to={to} css={backLink} data-testid={testId}>
      <ArrowLeft size={18} aria-hidden="true" /> {label}
    </LocalLink>
  );
}

/** A blog post (spec 2.10): title, image, read time, author role, date, the MDX body, a back-to-blog link. */
export default function BlogPostTemplate({ data, location, pageContext, children }: PageProps<Queries.BlogPostQuery, PageContext> & { children: ReactNode }) {
  const listPath = blogListPath(splitLanguage(location.pathname).path);
  const post = data.mdx?.frontmatter;
  const pages = present(data.contentPages, 'content/data/pages.yaml');
  const words = pages.blog;
  if (!post) return <PageHero back={<BackToBlog to={listPath} label={words.back} testId="back-to-blog" />} title={words.missingTitle} />;
  const img = imageOf(post.image);
  const inEnglish = data.otherLanguages.nodes.map((n) => ({ lang: n.lang, inEnglish: n.blog.meta.inEnglish }));
  const marks = englishMarks(pageContext.lang, pageContext.languages, SITE_LANGUAGES, inEnglish);

  return (
    <>
      <PageHero back={<BackToBlog to={listPath} label={words.back} testId="back-to-blog" />} eyebrow={words.eyebrow} title={post.title}>
        <EnglishPostMark marks={marks} />
        <PostMeta readTime={data.mdx.readTime} author={post.author} date={post.date} status={data.mdx.fields.status} words={{ ...words.meta, dates: pages.dates }} />
      </PageHero>
      <article css={[container, article]} aria-label={post.title} data-testid="blog-post" data-post-id={post.id}>
        {img && (
          <figure css={figure}>
            <Picture image={img} alt={post.imageAlt} loading="eager" />
          </figure>
        )}
        <div css={[prose, css`margin-top: ${space(10)};`]} data-testid="blog-post-body">
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
        <aside css={closing} aria-labelledby="post-next-heading">
          <h2 id="post-next-heading">{words.ctaHeading}</h2>
          <p>{words.ctaText}</p>
          <div className="actions">
            <LocalLink to={pathOf('consultation')} css={buttonPrimary} data-primary="">
              {words.consultationButton}
            </LocalLink>
            <BackToBlog to={listPath} label={words.back} />
          </div>
        </aside>
      </article>
    </>
  );
}

export const Head: HeadFC<Queries.BlogPostQuery, PageContext> = ({ data, pageContext }) => {
  const post = data.mdx?.frontmatter;
  const siteUrl = present(data.site?.siteMetadata?.siteUrl, 'siteMetadata.siteUrl of gatsby-config.ts');
  const brand = present(data.contentSettings, 'content/data/settings.yaml').brand.name;
  const words = present(data.contentPages, 'content/data/pages.yaml').blog;
  if (!post) return <Seo pageContext={pageContext} title={words.title} description={words.missingDescription} noindex />;
  const imagePath = post.image?.publicURL ?? undefined;
  const blog = route('blog');
  return (
    <Seo
      pageContext={pageContext}
      title={post.title}
      description={post.excerpt}
      image={imagePath}
      type="article"
      jsonLd={[
        blogPostingJsonLd({
          siteUrl,
          path: pageContext.canonicalPath,
          title: post.title,
          description: post.excerpt,
          image: `${siteUrl}${imagePath ?? '/og-image.jpg'}`,
          date: post.date,
          author: post.author,
          publisher: brand,
        }),
        breadcrumbJsonLd(siteUrl, [
          { name: pageLabelIn(data, 'home'), path: localPath('/', pageContext.lang) },
          { name: pageLabelIn(data, 'blog'), path: localPath(blog.path, pageContext.lang) },
          { name: post.title, path: pageContext.canonicalPath },
        ]),
      ]}
    />
  );
};

import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LocalLink } from '../components/ui/LocalLink';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { FaqAccordionIsland } from '../components/faq/FaqAccordion';
import { container, buttonPrimary } from '../components/ui/styles';
import { ContactLink } from '../components/ui/ContactLinks';
import { groupByCategory } from '../lib/faq';
import { pathOf } from '../lib/routes';
import { crumbOf } from '../hooks/usePageLabel';
import { useFaqJsonLd } from '../hooks/useFacts';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, fonts, layout, mq, radius, space, typeScale, typeCss } from '../styles/theme';
import { fillSlots } from '../lib/rich-text';
import { present } from '../lib/query-data';
import { partProps } from '../startup/render-on-approach';

const layoutCss = css`
  padding: ${space(12)} 0 ${space(16)};
  ${mq.md} {
    padding: ${space(16)} 0 ${space(24)};
  }
  .grid {
    display: grid;
    gap: ${space(10)};
    ${mq.lg} {
      grid-template-columns: 260px minmax(0, 1fr);
      gap: ${space(12)};
      align-items: start;
    }
  }
`;

const index = css`
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.navHeight} + ${space(6)});
    max-height: calc(100vh - ${layout.navHeight} - ${space(12)});
    overflow-y: auto;
  }
  h2 {
    ${typeCss(typeScale.label)}
    letter-spacing: 0.16em;
    color: ${colors.muted};
    margin-bottom: ${space(3)};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${mq.lg} {
      flex-direction: column;
      flex-wrap: nowrap;
      gap: ${space(1)};
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 40px;
    padding: ${space(1)} ${space(4)};
    border-radius: ${radius.pill};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.text};
    text-decoration: none;
    ${typeCss(typeScale.strong)}
    ${mq.lg} {
      display: flex;
      justify-content: space-between;
      border-radius: ${radius.sm};
      border-color: transparent;
      background: transparent;
      padding: ${space(2)} ${space(3)};
    }
  }
  a:hover {
    border-color: ${colors.accent};
    color: ${colors.accent};
  }
  .count {
    color: ${colors.muted};
    ${typeCss(typeScale.small)}
    font-variant-numeric: tabular-nums;
  }
`;

const groupCss = css`
  & + & {
    margin-top: ${space(12)};
  }
  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    margin-bottom: ${space(5)};
    padding-bottom: ${space(3)};
    border-bottom: 2px solid ${colors.border};
  }
  h2 span {
    color: ${colors.accent};
  }
`;

const contactCss = css`
  margin-top: ${space(16)};
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: linear-gradient(135deg, ${alpha(colors.accent, 0.14)} 0%, ${colors.surface} 60%);
  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  p {
    color: ${colors.muted};
    max-width: 60ch;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)} ${space(6)};
    margin-top: ${space(5)};
  }
  .row a:not([data-button]) {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
    color: ${colors.text};
    font-weight: ${typeScale.strong.weight};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .row a:not([data-button]):hover {
    color: ${colors.accent};
  }
  .row svg {
    flex: none;
    color: ${colors.accent};
  }
`;

const total = css`
  font-family: ${fonts.heading};
  ${typeCss(typeScale.label)}
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.muted};
  margin: ${space(4)} 0 0;
`;

/** The FAQ page (spec 2.11): every question grouped by category, one answer open at a time across the page. */
export default function FaqTemplate({ data }: PageProps<Queries.FaqPageQuery, RoutePageContext>) {
  const groups = groupByCategory(present(data.contentFaq, 'content/data/faq.yaml').items);
  const words = present(data.contentFaq, 'content/data/faq.yaml').page;
  const names = new Map(present(data.contentFaq, 'content/data/faq.yaml').categories.map((c) => [c.category, c.name]));
  const nameOf = (category: string) => names.get(category) ?? category;

  return (
    <article data-testid="faq-page">
      <PageHero title={words.title} back="home" eyebrow={words.eyebrow} intro={words.intro}>
        <p css={total} data-testid="faq-total">
          {fillSlots(words.total, { answers: present(data.contentFaq, 'content/data/faq.yaml').items.length, topics: groups.length })}
        </p>
      </PageHero>

      <div css={layoutCss}>
        <div css={container}>
          <div className="grid">
            <nav css={index} aria-labelledby="faq-index-heading" data-testid="faq-index">
              <h2 id="faq-index-heading">{words.topicsHeading}</h2>
              <ul>
                {groups.map((g) => (
                  <li key={g.id}>
                    <a href={`#${g.id}`}>
                      {nameOf(g.category)} <span className="count" aria-hidden="true">{g.items.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            <div>
              {groups.map((g) => (
                <section key={g.id} id={g.id} css={groupCss} aria-labelledby={`${g.id}-heading`} tabIndex={-1} data-testid="faq-category" {...partProps}>
                  <h2 id={`${g.id}-heading`}>{nameOf(g.category)}</h2>
                  <FaqAccordionIsland shared items={g.items} idPrefix={g.id} label={fillSlots(words.questionsLabel, { category: nameOf(g.category) })} />
                </section>
              ))}

              <section css={contactCss} aria-labelledby="faq-contact-heading">
                <h2 id="faq-contact-heading">{words.contactHeading}</h2>
                <p>{words.contactText}</p>
                <div className="row">
                  <ContactLink kind="phone" />
                  <ContactLink kind="email" />
                  <LocalLink to={pathOf('consultation')} css={buttonPrimary} data-button="">
                    {words.consultationButton}
                  </LocalLink>
                </div>
              </section>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

export const Head: HeadFC<Queries.FaqPageQuery, RoutePageContext> = ({ data, pageContext }) => {
  const faq = useFaqJsonLd(present(data.contentFaq, 'content/data/faq.yaml').items, data);
  return <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} jsonLd={[faq]} />;
};

export const query = graphql`
  query FaqPage($lang: String!) {
    ...SiteWords
    contentFaq(lang: { eq: $lang }) {
      items {
        category
        question
        answer
      }
      page { eyebrow title intro total topicsHeading contactHeading contactText consultationButton questionsLabel }
      categories { category name }
    }
  }
`;

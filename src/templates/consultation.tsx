import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { ConsultationFormIsland } from '../components/forms/ConsultationForm';
import { PageHero } from '../components/ui/PageHero';
import { card, container, section } from '../components/ui/styles';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { colors, fonts, mq, radius, space } from '../styles/theme';
import { present } from '../lib/query-data';

export const query = graphql`
  query ConsultationPage($lang: String!) {
    ...SiteWords
    ...ConsultationFormWords
    contentPages(lang: { eq: $lang }) {
      consultation { eyebrow title intro stepsHeading steps { title text } formHeading }
    }
  }
`;

const steps = css`
  list-style: none;
  margin: 0 0 ${space(10)};
  padding: 0;
  display: grid;
  gap: ${space(4)};
  counter-reset: step;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(6)};
  }
  li {
    ${card};
    counter-increment: step;
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto 1fr;
    column-gap: ${space(4)};
    align-items: start;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.pill};
    background: ${colors.accent};
    color: ${colors.accentInk};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.15rem;
    margin: ${space(2)} 0 ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const formCard = css`
  ${card};
  padding: ${space(6)} ${space(5)};
  ${mq.md} {
    padding: ${space(10)};
  }
`;

/** The consultation page: what happens next, then the form; `?trainer=Full%20Name` pre-selects a trainer. */
export default function ConsultationTemplate({ data }: PageProps<Queries.ConsultationPageQuery, RoutePageContext>) {
  const words = present(data.contentPages, 'content/data/pages.yaml').consultation;

  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
      <section css={section} aria-labelledby="consultation-next-heading">
        <div css={container}>
          <h2 id="consultation-next-heading">{words.stepsHeading}</h2>
          <ol css={steps}>
            {words.steps.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
          <div css={formCard}>
            <h2
              id="consultation-form-heading"
              css={css`
                font-size: clamp(1.5rem, 4vw, 2rem);
              `}
            >
              {words.formHeading}
            </h2>
            <ConsultationFormIsland />
          </div>
        </div>
      </section>
    </>
  );
}

export const Head: HeadFC<Queries.ConsultationPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

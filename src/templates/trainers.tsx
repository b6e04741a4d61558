import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LocalLink } from '../components/ui/LocalLink';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { buttonPrimary } from '../components/ui/styles';
import { PageBody } from '../components/ui/PageBody';
import { TrainerCard } from '../components/trainers/TrainerCard';
import { pathOf } from '../lib/routes';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, mq, radius, space, typeScale } from '../styles/theme';
import { RichText } from '../components/ui/ContentText';
import { present } from '../lib/query-data';
import { partProps } from '../startup/render-on-approach';

export const query = graphql`
  query TrainersPage($lang: String!) {
    ...SiteWords
    contentTrainers(lang: { eq: $lang }) {
      page { eyebrow title intro stats closingHeading closingText closingButton statsLabel listLabel }
      card {
        experience certification phoneLabel instagramLabel languages specialties
        years noExperience instagramOnly book follow photoAlt
      }
      trainers {
        id
        name
        practitionerType
        yearsExperience
        phone
        instagram
        languages
        specialties
        certificateType
        bio
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 0.8
              breakpoints: [360, 480, 600]
              sizes: "(min-width: 1200px) 455px, (min-width: 768px) 38vw, 92vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

const list = css`
  display: grid;
  gap: ${space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    gap: ${space(12)};
  }
`;

const stats = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(6)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space(2)} ${space(4)};
    border-radius: ${radius.pill};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    font-weight: ${typeScale.strong.weight};
  }
  strong {
    color: ${colors.accent};
    font-weight: ${typeScale.strong.weight};
  }
`;

const closing = css`
  margin-top: ${space(14)};
  padding: ${space(10)} ${space(6)};
  border-radius: ${radius.lg};
  text-align: center;
  border: 1px solid ${alpha(colors.accent, 0.45)};
  background: radial-gradient(circle at 50% 0%, ${alpha(colors.accent, 0.2)} 0%, transparent 60%), ${colors.surface};
  h2 {
    font-size: clamp(1.6rem, 5vw, 2.4rem);
  }
  p {
    max-width: 56ch;
    margin: 0 auto ${space(6)};
    color: ${colors.muted};
  }
`;

/** Trainers (spec 2.9): 15 cards, photo on alternating sides on wide screens. Starts at the top. */
export default function TrainersTemplate({ data }: PageProps<Queries.TrainersPageQuery, RoutePageContext>) {
  const trainers = present(data.contentTrainers, 'content/data/trainers.yaml').trainers;
  const languages = new Set(trainers.flatMap((t) => t.languages)).size;
  const words = present(data.contentTrainers, 'content/data/trainers.yaml').page;
  const cardWords = present(data.contentTrainers, 'content/data/trainers.yaml').card;

  return (
    <>
      <PageHero back="home" eyebrow={words.eyebrow} title={words.title} intro={words.intro}>
        <ul css={stats} aria-label={words.statsLabel}>
          {words.stats.map((line) => (
            <li key={line}>
              <RichText text={line} slots={{ trainers: trainers.length, languages }} />
            </li>
          ))}
        </ul>
      </PageHero>
      <PageBody label={words.listLabel}>
        <ul css={list} data-testid="trainer-list">
          {trainers.map((t, i) => (
            <li key={t.id} {...partProps}>
              <TrainerCard trainer={t} index={i} words={cardWords} />
            </li>
          ))}
        </ul>
        <div css={closing}>
          <h2>{words.closingHeading}</h2>
          <p>{words.closingText}</p>
          <LocalLink to={pathOf('consultation')} css={buttonPrimary}>
            {words.closingButton}
          </LocalLink>
        </div>
      </PageBody>
    </>
  );
}

export const Head: HeadFC<Queries.TrainersPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

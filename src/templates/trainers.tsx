import { css } from '@emotion/react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { BackToHome } from '../components/ui/BackToHome';
import { buttonPrimary, container, section } from '../components/ui/styles';
import { TrainerCard, type TrainerData } from '../components/trainers/TrainerCard';
import { useScrollTopOnMount } from '../hooks/useScrollTopOnMount';
import { pathOf, route } from '../lib/routes';
import type { PageContext } from '../lib/page-context';
import { colors, mq, radius, space } from '../styles/theme';

interface Data {
  contentTrainers: { trainers: TrainerData[] };
}

export const query = graphql`
  query TrainersPage {
    contentTrainers {
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
    font-weight: 600;
  }
  strong {
    color: ${colors.accent};
  }
`;

const closing = css`
  margin-top: ${space(14)};
  padding: ${space(10)} ${space(6)};
  border-radius: ${radius.lg};
  text-align: center;
  border: 1px solid rgba(255, 106, 43, 0.45);
  background: radial-gradient(circle at 50% 0%, rgba(255, 106, 43, 0.2) 0%, transparent 60%), ${colors.surface};
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
export default function TrainersTemplate({ data }: PageProps<Data, PageContext>) {
  useScrollTopOnMount();
  const trainers = data.contentTrainers.trainers;
  const languages = new Set(trainers.flatMap((t) => t.languages)).size;

  return (
    <>
      <PageHero
        back={<div><BackToHome /></div>}
        eyebrow="Our Team"
        title="Meet Our Certified Trainers"
        intro="Personal trainers, strength coaches, physiotherapists, kinesiologists and instructors who know Surrey and North Delta, speak your language and build every plan around your life. Pick a coach and book a free session."
      >
        <ul css={stats} aria-label="The team at a glance">
          <li>
            <strong>{trainers.length}</strong> certified professionals
          </li>
          <li>
            <strong>{languages}</strong> languages spoken
          </li>
          <li>
            <strong>Free</strong> first session
          </li>
        </ul>
      </PageHero>
      <section css={section} aria-label="Trainers">
        <div css={container}>
          <ul css={list} data-testid="trainer-list">
            {trainers.map((t, i) => (
              <li key={t.id}>
                <TrainerCard trainer={t} index={i} />
              </li>
            ))}
          </ul>
          <div css={closing}>
            <h2>Not sure who to pick?</h2>
            <p>Tell us your goals, schedule and any injuries in a free consultation, and we will match you with the coach who fits you best.</p>
            <Link to={pathOf('consultation')} css={buttonPrimary}>
              Book a Free Consultation
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const Head: HeadFC<Data, PageContext> = ({ pageContext }) => (
  <Seo
    pageContext={pageContext}
    title="Certified Personal Trainers in Surrey"
    description="Meet the 15 certified trainers, coaches and physiotherapists at Forge 24 Fitness on Scott Road, Surrey. Book a free session with the coach who fits your goals."
    crumb={route(pageContext.routeKey).label}
  />
);

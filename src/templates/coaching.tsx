import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { LocalLink } from '../components/ui/LocalLink';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { HeroSplit, heroIntro } from '../components/service/HeroSplit';
import { Section } from '../components/ui/Section';
import { InfoTiles, serviceTiles } from '../components/service/InfoTiles';
import { PackageCard } from '../components/coaching/PackageCard';
import { buttonOutline } from '../components/ui/styles';
import { pathOf } from '../lib/routes';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, fonts, mq, radius, space } from '../styles/theme';
import { present } from '../lib/query-data';

const priceRange = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(3)};
  margin: ${space(6)} 0 0;
  padding: ${space(3)} ${space(5)};
  border-radius: ${radius.md};
  border: 1px solid ${alpha(colors.accent, 0.5)};
  background: ${alpha(colors.accent, 0.1)};
  .label {
    font-size: 0.8rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  .value {
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.6rem;
    color: ${colors.text};
  }
`;

const steps = css`
  display: grid;
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding: ${space(6)};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.lg};
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    display: block;
    margin-bottom: ${space(3)};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 2rem;
    line-height: 1;
    color: ${colors.accent};
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const packages = css`
  display: grid;
  gap: ${space(10)};
  margin: 0;
  padding: ${space(4)} 0 0;
  list-style: none;
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(6)};
    align-items: stretch;
  }
`;

const help = css`
  margin-top: ${space(12)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space(4)};
  text-align: center;
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

/** The online coaching page (spec 2.5). */
export default function CoachingTemplate({ data }: PageProps<Queries.CoachingPageQuery, RoutePageContext>) {
  const c = present(data.contentCoaching, 'content/data/coaching.yaml');
  const photo = present(data.contentServices, 'content/data/services.yaml').services.find((s) => s.slug === 'online-coaching');
  return (
    <article data-testid="coaching-page">
      <PageHero title={c.heading} back="home" eyebrow={c.eyebrow}>
        <HeroSplit image={photo?.image} alt={photo?.imageAlt ?? ''}>
          <p css={heroIntro}>{c.intro}</p>
          <InfoTiles items={serviceTiles(c, present(data.contentServices, 'content/data/services.yaml').servicePage)} />
          <p css={priceRange} data-testid="price-range">
            <span className="label">{c.packagesLabel}</span>
            <span className="value">{c.priceRange}</span>
          </p>
        </HeroSplit>
      </PageHero>

      <Section id="how-it-works" eyebrow={c.howItWorksSection.eyebrow} title={c.howItWorksSection.title} intro={c.howItWorksSection.intro}>
        <ol css={steps}>
          {c.howItWorks.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="packages" eyebrow={c.packagesSection.eyebrow} title={c.packagesSection.title} intro={c.packagesSection.intro} tone="raised">
        <ul css={packages} data-testid="coaching-packages">
          {c.packages.map((p) => (
            <li key={p.title}>
              <PackageCard pkg={p} popular={p.popular} words={c} />
            </li>
          ))}
        </ul>
        <div css={help}>
          <p>{c.helpText}</p>
          <LocalLink to={pathOf('consultation')} css={buttonOutline}>
            {c.helpButton}
          </LocalLink>
        </div>
      </Section>
    </article>
  );
}

export const Head: HeadFC<Queries.CoachingPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

export const query = graphql`
  query CoachingPage($lang: String!) {
    ...SiteWords
    contentCoaching(lang: { eq: $lang }) {
      heading
      intro
      duration
      groupSize
      experience
      priceRange
      howItWorks {
        title
        text
      }
      packages {
        title
        price
        features
        link
        popular
      }
      eyebrow
      packagesLabel
      howItWorksSection { eyebrow title intro }
      packagesSection { eyebrow title intro }
      helpText
      helpButton
      popularBadge
      signUpButton
    }
    contentServices(lang: { eq: $lang }) {
      servicePage {
        facts { duration groupSize experience }
        factDefaults { duration groupSize experience }
      }
      services {
        slug
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 480px, 100vw")
          }
        }
      }
    }
  }
`;

import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { PageHero } from '../components/ui/PageHero';
import { Section } from '../components/ui/Section';
import { CountdownIsland } from '../components/ui/Countdown';
import { island } from '../islands/island';
import { Icon } from '../components/ui/Icon';
import { IconCards } from '../components/ui/IconCards';
import { ReserveSpotIsland } from '../components/ui/ReserveSpotButton';
import { RenderCarousel } from '../components/expansion/RenderCarousel';

/** The renders' carousel runs in the browser (with the countdown and the button that opens the offer). */
const RenderCarouselIsland = island('render-carousel', RenderCarousel);
import { useSettings } from '../hooks/useSettings';
import { crumbOf } from '../hooks/usePageLabel';
import type { RoutePageContext } from '../lib/page-context';
import { alpha, colors, fonts, mq, radius, space } from '../styles/theme';
import { iconTile } from '../components/ui/styles';
import { StatList } from '../components/ui/StatList';
import { present } from '../lib/query-data';

export const query = graphql`
  query ExpansionPage($lang: String!) {
    ...SiteWords
    contentFacility(lang: { eq: $lang }) {
      opening {
        heading
        stats {
          value
          label
        }
      }
      expansion {
        heading
        intro
        newSpace
        featureCards {
          icon
          title
          text
        }
        comingSoon {
          icon
          title
          text
        }
        offer {
          heading
          text
          cap
        }
        page {
          countdownHeading
          features { eyebrow title }
          renders { eyebrow title intro }
          coming { eyebrow title }
          offerCapLabel
          countdownLabel
          carouselLabel
          renderOne
          renderMany
        }
      }
    }
    contentGalleries(lang: { eq: $lang }) {
      expansionRenders {
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1200
              aspectRatio: 1.5
              breakpoints: [390, 750, 1200]
              sizes: "(min-width: 1200px) 1136px, 92vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

const heroCountdown = css`
  margin-top: ${space(8)};
  padding: ${space(5)};
  max-width: 560px;
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.accent, 0.45)};
  background: ${alpha(colors.surface, 0.8)};
  h2 {
    font-size: 1.1rem;
    letter-spacing: 0.12em;
    color: ${colors.accent};
    margin-bottom: ${space(3)};
  }
`;

const cards = css`
  display: grid;
  gap: ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    position: relative;
    overflow: hidden;
    padding: ${space(8)} ${space(6)};
    border-radius: ${radius.lg};
    border: 1px solid ${colors.border};
    background: linear-gradient(160deg, ${colors.surfaceWarm} 0%, ${colors.surface} 55%);
    transition: border-color 0.25s ease;
  }
  li:hover {
    border-color: ${alpha(colors.accent, 0.6)};
  }
  .icon {
    ${iconTile(60, { filled: true })}
    margin-bottom: ${space(5)};
  }
  h3 {
    font-size: 1.45rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const coming = css`
  display: grid;
  gap: ${space(8)};
  margin-bottom: ${space(10)};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    gap: ${space(12)};
  }
  .space {
    margin: 0;
    font-size: 1.2rem;
    color: ${colors.text};
    max-width: 48ch;
  }
`;

const spaceStats = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(3)};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    justify-content: center;
    text-align: center;
    padding: ${space(5)} ${space(2)};
    border-radius: ${radius.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  dt {
    order: 2;
    color: ${colors.muted};
    font-size: 0.7rem;
    line-height: 1.3;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    ${mq.md} {
      font-size: 0.8rem;
      letter-spacing: 0.08em;
    }
  }
  dd {
    order: 1;
    margin: 0 0 ${space(1)};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.5rem, 6vw, 2.3rem);
    line-height: 1.1;
    color: ${colors.accent};
  }
`;

const comingList = css`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space(4)};
  }
  ${mq.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${space(4)};
    align-items: flex-start;
    padding: ${space(5)};
    border-radius: ${radius.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    ${mq.lg} {
      flex-direction: column;
      padding: ${space(6)} ${space(5)};
    }
  }
  .icon {
    flex: none;
    ${iconTile(44)}
  }
  h3 {
    font-size: 1.15rem;
    margin-bottom: ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.97rem;
  }
`;

const offerBox = css`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${space(6)};
  align-items: center;
  padding: ${space(10)} ${space(6)};
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${colors.accent} 0%, ${colors.accentLight} 100%);
  color: ${colors.accentInk};
  ${mq.lg} {
    grid-template-columns: auto 1fr auto;
    padding: ${space(12)};
    gap: ${space(10)};
  }
  .cap {
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(4rem, 18vw, 7rem);
    line-height: 0.9;
  }
  .cap span {
    display: block;
    margin-top: ${space(2)};
    line-height: 1.2;
    font-size: 1rem;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
  h2 {
    font-size: clamp(1.7rem, 5vw, 2.6rem);
  }
  p {
    margin: 0;
    font-weight: 500;
    max-width: 52ch;
  }
  a {
    background: ${colors.accentInk};
    color: ${colors.text};
    border-color: ${colors.accentInk};
    justify-self: start;
  }
  a:hover {
    background: ${colors.black};
    color: ${colors.text};
  }
`;

/** Facility expansion (spec 2.8): countdown, three feature cards, the render carousel, what is coming, the launch offer. */
export default function ExpansionTemplate({ data }: PageProps<Queries.ExpansionPageQuery, RoutePageContext>) {
  const { countdown } = useSettings();
  const { expansion, opening } = present(data.contentFacility, 'content/data/facility.yaml');
  const { offer, page: words } = expansion;

  return (
    <>
      <PageHero back="home" eyebrow={opening.heading} title={expansion.heading} intro={expansion.intro}>
        <section css={heroCountdown} aria-labelledby="offer-countdown-heading" data-testid="offer-countdown">
          <h2 id="offer-countdown-heading">{words.countdownHeading}</h2>
          <CountdownIsland target={countdown.target} initialDays={countdown.initialDays} label={words.countdownLabel} />
        </section>
      </PageHero>

      <Section id="expansion-features" eyebrow={words.features.eyebrow} title={words.features.title}>
        <IconCards items={expansion.featureCards} iconSize={30} listCss={cards} itemTestId="expansion-feature" data-testid="expansion-feature-cards" />
      </Section>

      <Section id="expansion-renders" tone="raised" eyebrow={words.renders.eyebrow} title={words.renders.title} intro={words.renders.intro}>
        <RenderCarouselIsland photos={present(data.contentGalleries, 'content/data/galleries.yaml').expansionRenders} words={{ carouselLabel: words.carouselLabel, renderOne: words.renderOne, renderMany: words.renderMany }} />
      </Section>

      <Section id="coming-soon" eyebrow={words.coming.eyebrow} title={words.coming.title}>
        <div css={coming}>
          <p className="space">{expansion.newSpace}</p>
          <StatList items={opening.stats} listCss={spaceStats} />
        </div>
        <ul css={comingList} data-testid="coming-soon">
          {expansion.comingSoon.map((c) => (
            <li key={c.title}>
              <span className="icon">
                <Icon name={c.icon} size={22} />
              </span>
              <div>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="launch-offer" tone="raised">
        <div css={offerBox} data-testid="launch-offer">
          <p className="cap" aria-hidden="true">
            {offer.cap}
            <span>{words.offerCapLabel}</span>
          </p>
          <div>
            <h2>{offer.heading}</h2>
            <p>{offer.text}</p>
          </div>
          <ReserveSpotIsland />
        </div>
      </Section>
    </>
  );
}

export const Head: HeadFC<Queries.ExpansionPageQuery, RoutePageContext> = ({ data, pageContext }) => <Seo pageContext={pageContext} crumb={crumbOf(data, pageContext.routeKey)} />;

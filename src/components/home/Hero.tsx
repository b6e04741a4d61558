import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { LocalLink } from '../ui/LocalLink';
import { Picture, priorityAttribute } from '../ui/Picture';
import { imageOf } from '../../lib/image-types';
import { present } from '../../lib/query-data';
import { useSettings } from '../../hooks/useSettings';
import { HomeSectionLink } from '../ui/SiteLink';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonGhost, buttonOutline, buttonPrimary, container, eyebrow } from '../ui/styles';
import { alpha, colors, fonts, layout, mq, space, typeScale } from '../../styles/theme';
import { StatList } from '../ui/StatList';
import { useHomeContent } from '../../hooks/useHomeContent';

const hero = css`
  position: relative;
  isolation: isolate;
  min-height: 100svh;
  display: flex;
  align-items: center;
  padding: calc(${layout.navHeight} + ${space(10)}) 0 ${space(16)};
  overflow: hidden;
`;

const bg = css`
  position: absolute !important;
  inset: 0;
  z-index: -2;
  img {
    object-position: 60% center;
  }
`;

const shade = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    linear-gradient(90deg, ${alpha(colors.bg, 0.94)} 0%, ${alpha(colors.bg, 0.78)} 55%, ${alpha(colors.bg, 0.45)} 100%),
    linear-gradient(0deg, ${colors.bg} 0%, transparent 35%);
`;

const claims = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(4)};
  margin: ${space(10)} 0 0;
  max-width: 760px;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    border-left: 3px solid ${colors.accent};
    padding-left: ${space(3)};
  }
  dt {
    order: 2;
    color: ${colors.muted};
    font-size: ${typeScale.small.size};
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
    line-height: 1.1;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(8)};
  a {
    flex: 1 1 100%;
    ${mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

/**
 * The part of the home page's query the hero photo comes from (content/data/settings.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const heroImage = graphql`
  fragment HeroImage on Query {
    contentSettings(lang: { eq: $lang }) {
      hero {
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, quality: 60, breakpoints: [480, 750, 1080, 1366, 1600], placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;

/** The hero photo's sharp data, from a query result that spreads HeroImage (the section and the page head's preload). */
function heroImageOf(data: Queries.HeroImageFragment) {
  return imageOf(present(data.contentSettings, 'content/data/settings.yaml').hero.image);
}

/**
 * Preload of the hero photo for the home page's <head>: the browser starts fetching the LCP image
 * (the WebP the <img> will pick, at the width it will pick) before it has parsed the body. Throws when
 * the photo has no WebP sizes (gatsby-config.ts's image formats), rather than build the page without it.
 */
export function HeroImagePreload({ data }: { data: Queries.HeroImageFragment }) {
  const fallback = heroImageOf(data)?.images.fallback;
  if (!fallback?.srcSet?.includes('.webp ')) {
    throw new Error('The hero photo has no WebP sizes to preload (src/components/home/Hero.tsx): gatsby-config.ts must make the photos WebP');
  }
  return <link rel="preload" as="image" type="image/webp" imageSrcSet={fallback.srcSet} imageSizes={fallback.sizes} {...priorityAttribute('high')} />;
}

/** The hero: headline, the four claims and the five entry buttons (spec 2.3). */
export function Hero() {
  const { hero: copy, links } = useSettings();
  const image = heroImageOf(useHomeContent());
  return (
    <section id="home" css={hero} aria-labelledby="home-heading" tabIndex={-1}>
      {image && <Picture image={image} alt={copy.imageAlt} css={bg} loading="eager" fetchPriority="high" />}
      <div css={shade} aria-hidden="true" />
      <div css={container}>
        <span css={eyebrow}>{copy.eyebrow}</span>
        <h1 id="home-heading" css={css`max-width: 14ch;`}>
          {copy.headline}
        </h1>
        <p css={css`font-size: ${typeScale.lead.size}; color: ${colors.muted}; max-width: 58ch;`}>{copy.subheadline}</p>
        <div css={actions}>
          <HomeSectionLink anchor="membership" css={buttonPrimary}>
            {copy.actions.membership}
          </HomeSectionLink>
          <ExternalLink href={links.trialSignup} css={buttonOutline}>
            {copy.actions.trial}
          </ExternalLink>
          <ExternalLink href={links.physioBooking} css={buttonGhost}>
            {copy.actions.physio}
          </ExternalLink>
          <LocalLink to="/consultation" css={buttonGhost}>
            {copy.actions.consultation}
          </LocalLink>
          <HomeSectionLink anchor="facility" css={buttonGhost}>
            {copy.actions.facility}
          </HomeSectionLink>
        </div>
        <StatList items={copy.claims} listCss={claims} aria-label={copy.claimsLabel} />
      </div>
    </section>
  );
}

import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { island } from '../../islands/island';
import { LocalLink } from '../ui/LocalLink';
import { Picture } from '../ui/Picture';
import { ArrowRight } from '../ui/icons';
import { imageOf } from '../../lib/image-types';
import { present } from '../../lib/query-data';
import { pathOf } from '../../lib/routes';
import { Section } from '../ui/Section';
import { Carousel } from '../ui/Carousel';
import { IconCards } from '../ui/IconCards';
import { buttonOutline, iconTile } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import { StatList } from '../ui/StatList';
import { useHomeContent } from '../../hooks/useHomeContent';

const photo = css`
  position: relative;
  margin: 0;
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${colors.surface};
  .picture {
    aspect-ratio: 4 / 3;
  }
  figcaption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${space(10)} ${space(4)} ${space(3)};
    background: linear-gradient(0deg, ${alpha(colors.bg, 0.92)} 0%, ${alpha(colors.bg, 0.7)} 55%, transparent 100%);
    color: ${colors.text};
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const features = css`
  list-style: none;
  padding: 0;
  margin: ${space(16)} 0 0;
  display: grid;
  gap: ${space(4)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space(5)};
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.lg};
    padding: ${space(6)};
    transition: border-color 0.25s ease;
  }
  li:hover {
    border-color: ${alpha(colors.accent, 0.6)};
  }
  .icon {
    ${iconTile(52)}
    margin-bottom: ${space(4)};
  }
  h3 {
    font-size: 1.25rem;
    margin-bottom: ${space(2)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const opening = css`
  position: relative;
  overflow: hidden;
  margin-top: ${space(16)};
  padding: ${space(10)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.accent, 0.45)};
  background:
    radial-gradient(circle at 100% 0%, ${alpha(colors.accent, 0.22)} 0%, transparent 55%),
    linear-gradient(160deg, ${colors.surfaceWarm} 0%, ${colors.surface} 60%);
  display: grid;
  gap: ${space(8)};
  ${mq.lg} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
    padding: ${space(12)};
  }
  h3 {
    font-size: clamp(1.9rem, 5vw, 2.6rem);
    color: ${colors.accent};
  }
  p {
    color: ${colors.muted};
    font-size: 1.05rem;
    max-width: 52ch;
  }
`;

const stats = css`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  ${mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    display: flex;
    align-items: center;
    gap: ${space(4)};
    padding: ${space(4)} ${space(5)};
    border-radius: ${radius.md};
    background: ${alpha(colors.bg, 0.6)};
    border: 1px solid ${colors.border};
    ${mq.sm} {
      flex-direction: column;
      justify-content: flex-start;
      gap: ${space(1)};
      padding: ${space(5)} ${space(2)};
      text-align: center;
    }
  }
  dt {
    order: 2;
    color: ${colors.muted};
    font-size: 0.85rem;
    line-height: 1.3;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  dd {
    order: 1;
    margin: 0;
    min-width: 6ch;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.8rem, 6vw, 2.4rem);
    line-height: 1.1;
    color: ${colors.accent};
    ${mq.sm} {
      min-width: 0;
      color: ${colors.text};
    }
  }
`;

/**
 * The part of the home page's query this section reads (content/data/facility.yaml, the facility photos of galleries.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const facilitySection = graphql`
  fragment FacilitySection on Query {
    contentFacility(lang: { eq: $lang }) {
      eyebrow
      heading
      intro
      features { icon title text }
      opening { heading text stats { value label } }
      carouselLabel
      featuresLabel
      expansionLink
    }
    contentGalleries(lang: { eq: $lang }) {
      facility {
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(
              width: 720
              aspectRatio: 1.3333
              breakpoints: [360, 480, 720]
              sizes: "(min-width: 1280px) 390px, (min-width: 1024px) 32vw, (min-width: 768px) 48vw, 92vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

/**
 * The facility's photos in their carousel (1/2/3 visible): the part of Facility that runs in the browser.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function FacilityCarousel() {
  const data = useHomeContent();
  const words = present(data.contentFacility, 'content/data/facility.yaml');
  const photos = present(data.contentGalleries, 'content/data/galleries.yaml').facility;
  const items = photos.map((p) => {
    const img = imageOf(p.image);
    return (
      <figure css={photo}>
        {img && <Picture image={img} alt={p.alt} />}
        <figcaption>{p.caption}</figcaption>
      </figure>
    );
  });
  return <Carousel items={items} label={words.carouselLabel} id="carousel-facility-photos" mode="bounded" visible={{ base: 1, md: 2, lg: 3 }} testId="facility-carousel" />;
}

const FacilityCarouselIsland = island('facility-carousel', FacilityCarousel);

/** Facility: the 16-photo carousel (1/2/3 visible), six feature cards and the 'Opening Fall 2025' block. */
export function Facility() {
  const data = useHomeContent();
  const { eyebrow, heading, intro, features: cards, opening: open, ...words } = present(data.contentFacility, 'content/data/facility.yaml');

  return (
    <Section id="facility" eyebrow={eyebrow} title={heading} intro={intro}>
      <FacilityCarouselIsland />

      <IconCards items={cards} iconSize={26} listCss={features} aria-label={words.featuresLabel} />

      <div css={opening} data-testid="facility-opening">
        <div>
          <h3>{open.heading}</h3>
          <p>{open.text}</p>
          <LocalLink to={pathOf('facility-expansion')} css={buttonOutline}>
            {words.expansionLink}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalLink>
        </div>
        <StatList items={open.stats} listCss={stats} />
      </div>
    </Section>
  );
}

import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { LocalLink } from '../ui/LocalLink';
import { Picture } from '../ui/Picture';
import { ArrowRight } from '../ui/icons';
import { imageOf } from '../../lib/image-types';
import { present } from '../../lib/query-data';
import { routeNamed } from '../../lib/routes';
import { Section } from '../ui/Section';
import { Icon } from '../ui/Icon';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import { iconTile, tickItems } from '../ui/styles';
import { useHomeContent } from '../../hooks/useHomeContent';
import { fillSlots } from '../../lib/rich-text';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(6)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space(5)};
  }
`;

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  overflow: hidden;
  transition:
    transform 0.25s ease,
    border-color 0.25s ease,
    box-shadow 0.25s ease;
  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: ${colors.accent};
    box-shadow: 0 18px 40px -16px ${alpha(colors.accent, 0.45)};
  }
  ${mq.reducedMotion} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
  .media {
    position: relative;
  }
  .picture {
    aspect-ratio: 16 / 10;
    transition: transform 0.4s ease;
  }
  &:hover .picture,
  &:focus-within .picture {
    transform: scale(1.04);
  }
  .icon {
    position: absolute;
    left: ${space(5)};
    bottom: -26px;
    z-index: 1;
    ${iconTile(52, { filled: true })}
    box-shadow: 0 6px 18px ${alpha(colors.black, 0.45)};
  }
  .body {
    display: flex;
    flex-direction: column;
    flex: 1;
    padding: ${space(10)} ${space(5)} ${space(5)};
  }
  h3 {
    font-size: 1.3rem;
    margin-bottom: ${space(2)};
  }
  .desc {
    color: ${colors.muted};
    font-size: 0.95rem;
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(5)};
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
  ${tickItems(space(2))}
  li {
    font-size: 0.92rem;
  }
  .foot {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    ${mq.xl} {
      display: grid;
      justify-items: start;
    }
    padding-top: ${space(4)};
    border-top: 1px solid ${colors.border};
  }
  .price {
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 1.15rem;
    letter-spacing: 0.02em;
    color: ${colors.accent};
  }
`;

const learnMore = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 44px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill};
  border: 2px solid ${colors.text};
  color: ${colors.text};
  text-decoration: none;
  font-family: ${fonts.heading};
  font-weight: 500;
  font-size: 0.95rem;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  transition:
    background-color 0.2s ease,
    color 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    background: ${colors.accent};
    border-color: ${colors.accent};
    color: ${colors.accentInk};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &:hover svg,
  &:focus-visible svg {
    transform: translateX(3px);
  }
`;

/**
 * The part of the home page's query this section reads (content/data/services.yaml).
 * @public Gatsby's query extraction reads this fragment from the file; no module imports it. Exported as
 * Gatsby's documentation writes fragments.
 */
export const servicesSection = graphql`
  fragment ServicesSection on Query {
    contentServices(lang: { eq: $lang }) {
      section { eyebrow title intro learnMore learnMoreAbout highlightsLabel }
      services {
        slug
        icon
        title
        description
        features
        price
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              aspectRatio: 1.6
              breakpoints: [320, 480, 640]
              sizes: "(min-width: 1280px) 280px, (min-width: 768px) 48vw, 92vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`;

/** Services: the 8 service cards, each linking to its page. */
export function Services() {
  const data = useHomeContent();
  const { services, section: words } = present(data.contentServices, 'content/data/services.yaml');

  return (
    <Section
      id="services"
      tone="raised"
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
    >
      <ul css={grid}>
        {services.map((s) => {
          const img = imageOf(s.image);
          return (
            <li key={s.slug}>
              <article css={cardCss} aria-labelledby={`service-${s.slug}`} data-testid="service-card" data-slug={s.slug}>
                <div className="media">
                  {img && <Picture image={img} alt={s.imageAlt} loading="lazy" />}
                  <span className="icon">
                    <Icon name={s.icon} size={26} />
                  </span>
                </div>
                <div className="body">
                  <h3 id={`service-${s.slug}`}>{s.title}</h3>
                  <p className="desc">{s.description}</p>
                  <ul aria-label={fillSlots(words.highlightsLabel, { title: s.title })}>
                    {s.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                  <div className="foot">
                    <p className="price" data-testid="service-price">
                      {s.price}
                    </p>
                    <LocalLink to={routeNamed(s.slug).path} css={learnMore} data-testid="service-learn-more">
                      {words.learnMore}
                      <span className="visually-hidden"> {fillSlots(words.learnMoreAbout, { title: s.title })}</span>
                      <ArrowRight size={18} aria-hidden="true" />
                    </LocalLink>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

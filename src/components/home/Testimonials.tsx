import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { ArrowRight, Images, Quote, Star } from '../ui/icons';
import { useSettings } from '../../hooks/useSettings';
import { Section } from '../ui/Section';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonOutline, buttonPrimary } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import { fillSlots } from '../../lib/rich-text';
import { StatList } from '../ui/StatList';

const top = css`
  display: grid;
  gap: ${space(6)};
  ${mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panel = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(8)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  ${mq.md} {
    padding: ${space(10)};
  }
  h3 {
    font-size: 1.6rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
  a {
    margin-top: auto;
  }
`;

const ratingRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)} ${space(4)};
  .score {
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(3rem, 12vw, 4rem);
    line-height: 1;
    color: ${colors.text};
  }
`;

const starsCss = css`
  position: relative;
  display: inline-block;
  line-height: 0;
  .row {
    display: flex;
    gap: 4px;
  }
  .base {
    color: ${colors.starEmpty};
  }
  .fill {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
    color: ${colors.star};
  }
  svg {
    flex: none;
  }
`;

const galleryPanel = css`
  background:
    radial-gradient(circle at 0% 100%, ${alpha(colors.accent, 0.2)} 0%, transparent 60%),
    ${colors.surface};
  .badge {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: ${radius.md};
    background: ${alpha(colors.accent, 0.14)};
    color: ${colors.accent};
  }
`;

const statsCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: ${space(10)} 0;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${space(5)};
  }
  div {
    display: flex;
    flex-direction: column;
    padding: ${space(5)} ${space(4)};
    border-radius: ${radius.md};
    border-top: 3px solid ${colors.accent};
    background: ${colors.surface};
    text-align: center;
  }
  dt {
    order: 2;
    color: ${colors.muted};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(2rem, 7vw, 2.6rem);
    line-height: 1.1;
    color: ${colors.accent};
  }
`;

const quotesCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(5)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  figure {
    position: relative;
    height: 100%;
    margin: 0;
    padding: ${space(6)};
    border-radius: ${radius.lg};
    background: ${colors.surfaceRaised};
    border: 1px solid ${colors.border};
    display: flex;
    flex-direction: column;
    gap: ${space(4)};
  }
  .mark {
    flex: none;
    color: ${colors.accent};
    opacity: 0.6;
  }
  blockquote {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.65;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: auto;
    display: flex;
    align-items: center;
    gap: ${space(3)};
    font-weight: 700;
  }
  .avatar {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${colors.accent};
    color: ${colors.accentInk};
    font-family: ${fonts.heading};
    font-size: 1.1rem;
  }
  .role {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: ${colors.muted};
  }
`;

/** Five stars filled to the rating (e.g. 4.8 of 5), announced as one image. */
function Stars({ rating, label, size = 26 }: { rating: number; label: string; size?: number }) {
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (cls: string) => (
    <span className={`row ${cls}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} size={size} fill="currentColor" strokeWidth={1.5} aria-hidden="true" />
      ))}
    </span>
  );
  return (
    <span css={starsCss} role="img" aria-label={label}>
      {row('base')}
      <span className="fill" style={{ width: `${pct}%` }}>
        {row('')}
      </span>
    </span>
  );
}

/** Testimonials: the Google rating card, the transformation gallery card, four stats and member quotes. */
export function Testimonials() {
  const { testimonials, links, brand } = useSettings();
  return (
    <Section
      id="testimonials"
      eyebrow={testimonials.section.eyebrow}
      title={testimonials.section.title}
      intro={fillSlots(testimonials.section.intro, { brand: brand.name })}
    >
      <div css={top}>
        <div css={panel} data-testid="google-reviews">
          <h3>{testimonials.reviewsHeading}</h3>
          <div css={ratingRow}>
            <span className="score">
              {testimonials.ratingLabel}
            </span>
            <Stars rating={testimonials.rating} label={fillSlots(testimonials.ratedLabel, { rating: testimonials.rating })} />
          </div>
          <p>{fillSlots(testimonials.reviewsText, { rating: testimonials.ratingLabel })}</p>
          <ExternalLink href={links.googleReviews} css={buttonPrimary}>
            {testimonials.reviewsLink}
          </ExternalLink>
        </div>
        <div css={[panel, galleryPanel]} data-testid="transformation-gallery">
          <span className="badge">
            <Images size={28} aria-hidden="true" />
          </span>
          <h3>{testimonials.galleryHeading}</h3>
          <p>{testimonials.galleryText}</p>
          <LocalLink to="/before-after" css={buttonOutline}>
            {testimonials.galleryLink}
            <ArrowRight size={18} aria-hidden="true" />
          </LocalLink>
        </div>
      </div>

      <StatList items={testimonials.stats} listCss={statsCss} data-testid="testimonial-stats" />

      <MemberQuotes testimonials={testimonials} brand={brand} />
    </Section>
  );
}

type Settings = ReturnType<typeof useSettings>;

/** The members' quotes, each signed with the member's name and initial. */
function MemberQuotes({ testimonials, brand }: { testimonials: Settings['testimonials']; brand: Settings['brand'] }) {
  return (
    <ul css={quotesCss} aria-label={testimonials.quotesLabel}>
      {testimonials.quotes.map((q) => (
        <li key={q.name}>
          <figure>
            <Quote className="mark" size={32} aria-hidden="true" />
            <blockquote>
              <p>{q.text}</p>
            </blockquote>
            <figcaption>
              <span className="avatar" aria-hidden="true">
                {q.name.charAt(0)}
              </span>
              <span>
                {q.name}
                <span className="role">{fillSlots(testimonials.memberRole, { brand: brand.shortName })}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

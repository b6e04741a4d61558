import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { Picture } from '../ui/Picture';
import { Award, CalendarCheck, Phone } from '../ui/icons';
import { Instagram } from '../ui/icons';
import { imageOf } from '../../lib/image-types';
import { INSTAGRAM_ONLY_PHONE, bookingHref, bookingLabel, experienceText, instagramHandle, photoSide, trainerPhoneHref } from '../../lib/trainers';
import { fillSlots } from '../../lib/rich-text';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonOutline, buttonPrimary } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space, typeCss, typeScale } from '../../styles/theme';

/** A trainer as the trainers page queries it (`yearsExperience` is JSON: a number of years or 'N/A'). */
export type TrainerData = NonNullable<Queries.TrainersPageQuery['contentTrainers']>['trainers'][number];
/** The card's words in the page's language (trainers.yaml card). */
export type TrainerCardWords = NonNullable<Queries.TrainersPageQuery['contentTrainers']>['card'];

const card = css`
  display: grid;
  overflow: hidden;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  ${mq.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    &[data-side='right'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
    &[data-side='right'] .photo {
      order: 2;
    }
  }
  .photo {
    position: relative;
    background: ${colors.surfaceRaised};
    min-height: 100%;
  }
  .photo .picture {
    aspect-ratio: 1 / 1;
    width: 100%;
    ${mq.md} {
      aspect-ratio: 4 / 5;
      height: 100%;
    }
  }
  .content {
    display: flex;
    flex-direction: column;
    gap: ${space(5)};
    padding: ${space(6)} ${space(5)} ${space(8)};
    ${mq.md} {
      padding: ${space(8)};
    }
    ${mq.lg} {
      padding: ${space(10)} ${space(12)};
    }
  }
  .type {
    display: inline-block;
    font-family: ${fonts.heading};
    ${typeCss(typeScale.label)}
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${colors.accent};
    margin: 0 0 ${space(1)};
  }
  h2 {
    margin: 0;
    font-size: clamp(1.9rem, 5vw, 2.6rem);
  }
  .bio {
    margin: 0;
    color: ${colors.muted};
    font-size: 1.02rem;
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: 0.85rem;
    letter-spacing: 0.14em;
    color: ${colors.muted};
  }
`;

/**
 * The four facts in one box split by hairlines: on phones experience and phone share the first row
 * and the longer certification and Instagram handle get a row each; from 1024px a 2 x 2 grid.
 */
const facts = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  overflow: hidden;
  border-radius: ${radius.md};
  border: 1px solid ${colors.border};
  background: ${colors.border};
  > div {
    min-width: 0;
    padding: ${space(3)};
    background: ${colors.panelDark};
    ${mq.sm} {
      padding: ${space(3)} ${space(4)};
    }
  }
  [data-fact='experience'] {
    grid-area: 1 / 1;
  }
  [data-fact='phone'] {
    grid-area: 1 / 2;
  }
  [data-fact='certification'] {
    grid-area: 2 / 1 / 3 / 3;
  }
  [data-fact='instagram'] {
    grid-area: 3 / 1 / 4 / 3;
  }
  ${mq.lg} {
    [data-fact='certification'] {
      grid-area: 1 / 2;
    }
    [data-fact='phone'] {
      grid-area: 2 / 1;
    }
    [data-fact='instagram'] {
      grid-area: 2 / 2;
    }
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    font-size: ${typeScale.small.size};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  dt svg {
    flex: none;
    color: ${colors.accent};
  }
  dd {
    margin: ${space(1)} 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd a {
    color: ${colors.text};
    text-decoration-color: ${colors.accent};
    text-underline-offset: 0.2em;
  }
  dd a[href^='tel:'] {
    white-space: nowrap;
  }
  dd a:hover {
    color: ${colors.accentHover};
  }
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.pill};
    font-size: 0.9rem;
    background: ${colors.surfaceRaised};
    border: 1px solid ${colors.border};
  }
`;

const accentChips = css`
  li {
    background: ${alpha(colors.accent, 0.12)};
    border-color: ${alpha(colors.accent, 0.4)};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(1)};
  a {
    flex: 1 1 auto;
    text-align: center;
    ${mq.md} {
      flex: 0 1 auto;
    }
  }
`;

/** One trainer (spec 2.9); the photo sits left on even positions and right on odd ones from 768px up. */
export function TrainerCard({ trainer: t, index, words }: { trainer: TrainerData; index: number; words: TrainerCardWords }) {
  const img = imageOf(t.image);
  const headingId = `trainer-${t.id}-name`;
  return (
    <article css={card} data-side={photoSide(index)} aria-labelledby={headingId} data-testid="trainer-card" id={`trainer-${t.id}`}>
      <div className="photo" data-testid="trainer-photo">
        {img && <Picture image={img} alt={fillSlots(words.photoAlt, { name: t.name, type: t.practitionerType })} objectPosition="50% 20%" loading={index === 0 ? 'eager' : 'lazy'} />}
      </div>
      <div className="content">
        <header>
          <p className="type" data-testid="trainer-type">
            {t.practitionerType}
          </p>
          <h2 id={headingId} data-testid="trainer-name">
            {t.name}
          </h2>
        </header>

        <TrainerFacts trainer={t} words={words} />

        <div>
          <h3>{words.languages}</h3>
          <ul css={chips} data-testid="trainer-languages">
            {t.languages.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>

        <div>
          <h3>{words.specialties}</h3>
          <ul css={[chips, accentChips]} data-testid="trainer-specialties">
            {t.specialties.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>

        <p className="bio" data-testid="trainer-bio">
          {t.bio}
        </p>

        <div css={actions}>
          <LocalLink to={bookingHref(t.name)} css={buttonPrimary} data-testid="trainer-book">
            {bookingLabel(t.name, words.book)}
          </LocalLink>
          <ExternalLink href={t.instagram} css={buttonOutline} data-testid="trainer-follow">
            <Instagram size={18} aria-hidden="true" /> {words.follow}
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}

/** The trainer's experience, certification, phone and Instagram, each with its icon. */
function TrainerFacts({ trainer: t, words }: { trainer: TrainerData; words: TrainerCardWords }) {
  const tel = trainerPhoneHref(t.phone);
  return (
    <dl css={facts}>
      <div data-fact="experience">
        <dt>
          <CalendarCheck size={18} aria-hidden="true" />
          {words.experience}
        </dt>
        <dd data-testid="trainer-experience">{experienceText(t.yearsExperience, words)}</dd>
      </div>
      <div data-fact="certification">
        <dt>
          <Award size={18} aria-hidden="true" />
          {words.certification}
        </dt>
        <dd data-testid="trainer-certification">{t.certificateType}</dd>
      </div>
      <div data-fact="phone">
        <dt>
          <Phone size={18} aria-hidden="true" />
          {words.phoneLabel}
        </dt>
        <dd data-testid="trainer-phone">{tel ? <a href={tel}>{t.phone}</a> : t.phone === INSTAGRAM_ONLY_PHONE ? words.instagramOnly : t.phone}</dd>
      </div>
      <div data-fact="instagram">
        <dt>
          <Instagram size={18} aria-hidden="true" />
          {words.instagramLabel}
        </dt>
        <dd>
          <ExternalLink href={t.instagram} data-testid="trainer-instagram">
            {instagramHandle(t.instagram)}
          </ExternalLink>
        </dd>
      </div>
    </dl>
  );
}

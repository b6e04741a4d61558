import { css } from '@emotion/react';
import { CheckCircle2 } from '../ui/icons';
import { useSettings } from '../../hooks/useSettings';
import { Section } from '../ui/Section';
import { TourGalleryIsland } from './TourGallery';
import { SignupSteps } from './SignupSteps';
import { card, lead } from '../ui/styles';
import { colors, fonts, mq, radius, space } from '../../styles/theme';
import { RichText } from '../ui/ContentText';
import { fillSlots } from '../../lib/rich-text';
import { StatList } from '../ui/StatList';

const stats = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  margin: ${space(10)} 0;
  ${mq.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radius.md};
    padding: ${space(5)} ${space(4)};
    text-align: center;
  }
  div:last-of-type {
    grid-column: 1 / -1;
    ${mq.md} {
      grid-column: auto;
    }
  }
  dt {
    order: 2;
    color: ${colors.muted};
    font-size: 0.9rem;
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${fonts.heading};
    font-size: 2.2rem;
    font-weight: 700;
    color: ${colors.accent};
    line-height: 1.1;
  }
`;

const why = css`
  display: grid;
  gap: ${space(4)};
  list-style: none;
  padding: 0;
  margin: ${space(6)} 0 ${space(14)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${space(3)};
  }
  svg {
    flex: none;
    color: ${colors.accent};
    margin-top: 2px;
  }
  h4 {
    font-size: 1.1rem;
    margin-bottom: ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

/** About: years in business, size after the expansion, five stat tiles, Why Choose, the virtual tour. */
export function About() {
  const { about, brand } = useSettings();
  return (
    <Section id="about" eyebrow={fillSlots(about.eyebrow, { brand: brand.name })} title={about.heading}>
      <p css={lead}>{about.intro}</p>
      <p css={[lead, css`color: ${colors.text};`]}>
        <RichText text={about.yearsLine} slots={{ yearsInBusiness: about.yearsInBusiness, sizeAfterExpansion: about.sizeAfterExpansion }} />
      </p>
      <StatList items={about.stats} listCss={stats} aria-label={fillSlots(about.statsLabel, { brand: brand.name })} />
      <div css={[card, css`padding: ${space(8)} ${space(6)};`]}>
        <h3>{fillSlots(about.whyChooseHeading, { brand: brand.name })}</h3>
        <ul css={why}>
          {about.whyChoose.map((w) => (
            <li key={w.title}>
              <CheckCircle2 size={22} aria-hidden="true" />
              <div>
                <h4>{w.title}</h4>
                <p>{w.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <SignupSteps />
      </div>
      <h3 css={css`margin-top: ${space(14)};`}>{about.tourHeading}</h3>
      <p css={lead}>{about.tourText}</p>
      <TourGalleryIsland />
    </Section>
  );
}

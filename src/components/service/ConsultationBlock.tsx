import { css } from '@emotion/react';
import { ServiceForm } from '../forms/ServiceForm';
import { Section } from '../ui/Section';
import { ContactLinks } from './ContactLinks';
import { alpha, colors, fonts, layout, mq, radius, space } from '../../styles/theme';
import { fillSlots } from '../../lib/rich-text';
import type { Services } from '../../lib/content-schema';
import type { ReadonlyDeep } from '../../lib/query-data';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(10)};
  ${mq.lg} {
    grid-template-columns: minmax(280px, 0.8fr) minmax(0, 1.5fr);
    gap: ${space(12)};
    align-items: start;
  }
`;

export const sideCard = css`
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.navHeight} + ${space(6)});
  }
  h3 {
    font-size: 1.25rem;
    margin-bottom: ${space(4)};
  }
  ol {
    display: grid;
    gap: ${space(4)};
    margin: 0 0 ${space(6)};
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  ol li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: ${space(3)};
    color: ${colors.muted};
  }
  ol li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${alpha(colors.accent, 0.16)};
    color: ${colors.accent};
    font-family: ${fonts.heading};
    font-weight: 700;
  }
  ol strong {
    display: block;
    color: ${colors.text};
  }
  ul {
    display: grid;
    gap: ${space(2)};
    margin: 0;
    padding: ${space(5)} 0 0;
    border-top: 1px solid ${colors.border};
    list-style: none;
  }
  ul a {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 44px;
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ul a:hover {
    color: ${colors.accent};
  }
  ul svg {
    flex: none;
    color: ${colors.accent};
  }
`;

interface Props {
  /** The service's name as the form sends it, e.g. 'Personal Training'. */
  serviceName: string;
  /** The service pages' shared words (services.yaml servicePage): the block's heading and its steps. */
  words: ReadonlyDeep<Pick<Services['servicePage'], 'consultation' | 'nextSteps'>>;
  id?: string;
}

/** A service page's free-consultation block: what happens next and how to reach us, beside the form. */
export function ConsultationBlock({ serviceName, words, id = 'consultation-form' }: Props) {
  const { consultation, nextSteps } = words;
  return (
    <Section id={id} eyebrow={consultation.eyebrow} title={fillSlots(consultation.title, { service: serviceName })} intro={consultation.intro} tone="raised">
      <div css={grid}>
        <div css={sideCard}>
          <h3>{nextSteps.heading}</h3>
          <ol>
            {nextSteps.steps.map((step) => (
              <li key={step.title}>
                <span>
                  <strong>{step.title}</strong>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
          <ContactLinks />
        </div>
        <div>
          <ServiceForm serviceName={serviceName} />
        </div>
      </div>
    </Section>
  );
}

import { css } from '@emotion/react';
import { Section } from '../ui/Section';
import { onApproach } from '../../startup/OnApproach';
import { island } from '../../islands/island';
import { useSettings } from '../../hooks/useSettings';
import { card } from '../ui/styles';
import { mq, space } from '../../styles/theme';

const formCard = css`
  ${card};
  padding: ${space(6)} ${space(5)};
  ${mq.md} {
    padding: ${space(10)};
  }
`;

/**
 * The form's code (with the form library) is fetched as the visitor comes near it (src/startup/OnApproach).
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export const HomeConsultationForm = onApproach(
  'consultation-form',
  process.env.BUILD_STAGE === 'build-javascript'
    ? { load: () => import('../forms/ConsultationForm').then((m) => m.ConsultationForm) }
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it at once (src/startup/OnApproach)
      { now: (require('../forms/ConsultationForm') as typeof import('../forms/ConsultationForm')).ConsultationForm },
);

const HomeConsultationFormIsland = island('home-consultation-form', HomeConsultationForm);

/** Home #consultation: the free consultation request form. */
export function ConsultationSection() {
  const { consultation } = useSettings();
  return (
    <Section id="consultation" tone="raised" eyebrow={consultation.eyebrow} title={consultation.title} intro={consultation.intro}>
      <div css={formCard}>
        <HomeConsultationFormIsland />
      </div>
    </Section>
  );
}

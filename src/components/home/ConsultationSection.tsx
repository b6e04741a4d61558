import { css } from '@emotion/react';
import { Section } from '../ui/Section';
import { ConsultationForm } from '../forms/ConsultationForm';
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

/** The form hydrates as the visitor comes near it (src/islands/registry.ts); what was typed before is kept (useFormSubmit). */
const HomeConsultationFormIsland = island('home-consultation-form', ConsultationForm);

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

import { css } from '@emotion/react';
import { ConsultationForm } from '../forms/ConsultationForm';
import { Section } from '../ui/Section';
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

/** Home #consultation: the free consultation request form. */
export function ConsultationSection() {
  const { consultation } = useSettings();
  return (
    <Section id="consultation" tone="raised" eyebrow={consultation.eyebrow} title={consultation.title} intro={consultation.intro}>
      <div css={formCard}>
        <ConsultationForm />
      </div>
    </Section>
  );
}

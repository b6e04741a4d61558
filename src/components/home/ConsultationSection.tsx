import { css } from '@emotion/react';
import { ConsultationForm } from '../forms/ConsultationForm';
import { Section } from '../ui/Section';
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
  return (
    <Section
      id="consultation"
      tone="raised"
      eyebrow="Free consultation"
      title="Book Your Free Consultation"
      intro="Tell us where you are and where you want to be. A certified trainer will reply within 24 hours to set up a free session: a chat about your goals, a movement check and a plan you can start on."
    >
      <div css={formCard}>
        <ConsultationForm />
      </div>
    </Section>
  );
}

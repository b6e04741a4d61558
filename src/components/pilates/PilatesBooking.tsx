import { css } from '@emotion/react';
import { Link } from 'gatsby';
import { CalendarCheck } from 'lucide-react';
import { ServiceForm } from '../forms/ServiceForm';
import { Section } from '../ui/Section';
import { buttonPrimary } from '../ui/styles';
import { ContactLinks } from '../service/ContactLinks';
import { sideCard } from '../service/ConsultationBlock';
import { pathOf } from '../../lib/routes';
import { colors, fonts, mq, space } from '../../styles/theme';

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

const card = css`
  .facts {
    margin: 0 0 ${space(5)};
    color: ${colors.muted};
  }
  .facts strong {
    display: block;
    font-family: ${fonts.heading};
    font-size: 1.6rem;
    color: ${colors.text};
  }
  > a {
    width: 100%;
    margin-bottom: ${space(5)};
  }
  ul {
    margin-top: 0;
  }
`;

const formHeading = css`
  margin-bottom: ${space(5)};
`;

/** The Pilates booking and contact block: phone, email, the booking page and the consultation form. */
export function PilatesBooking({ price, duration, groupSize }: { price: string; duration: string; groupSize: string }) {
  return (
    <Section id="book-pilates" eyebrow="Get Started" title="Book Your Pilates Session" intro="Pick a time in our booking calendar, call or email us, or send the form and we'll reach out within 24 hours." tone="raised">
      <div css={grid}>
        <div css={[sideCard, card]} data-testid="pilates-contact">
          <h3>Talk to Our Pilates Team</h3>
          <p className="facts">
            <strong>{price}</strong>
            {duration} sessions, {groupSize}
          </p>
          <Link to={pathOf('booking')} css={buttonPrimary} data-testid="book-session">
            <CalendarCheck size={20} aria-hidden="true" /> Book Your Session
          </Link>
          <ContactLinks />
        </div>
        <div>
          <h3 css={formHeading}>Request a Free Pilates Consultation</h3>
          <ServiceForm serviceName="Pilates" />
        </div>
      </div>
    </Section>
  );
}

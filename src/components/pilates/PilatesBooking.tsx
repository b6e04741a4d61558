import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { CalendarCheck } from '../ui/icons';
import { ServiceFormIsland } from '../forms/ServiceForm';
import { buttonPrimary } from '../ui/styles';
import { ContactLinks } from '../ui/ContactLinks';
import { ContactBlock } from '../service/ContactBlock';
import { pathOf } from '../../lib/routes';
import { colors, fonts, space } from '../../styles/theme';
import { fillSlots } from '../../lib/rich-text';
import type { Pilates } from '../../content/content-schema';

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
interface Props {
  price: string;
  duration: string;
  groupSize: string;
  words: Pilates['booking'];
  /** The booking button's label (services.yaml servicePage.bookButton). */
  bookLabel: string;
  /** The service's name in the page's language (the form's name) and in English (what the form sends). */
  service: { shown: string; sent: string };
}

export function PilatesBooking({ price, duration, groupSize, words, bookLabel, service }: Props) {
  return (
    <ContactBlock
      id="book-pilates"
      eyebrow={words.section.eyebrow}
      title={words.section.title}
      intro={words.section.intro}
      cardCss={card}
      cardTestId="pilates-contact"
      card={
        <>
          <h3>{words.contactHeading}</h3>
          <p className="facts">
            <strong>{price}</strong>
            {fillSlots(words.sessionLine, { duration, groupSize })}
          </p>
          <LocalLink to={pathOf('booking')} css={buttonPrimary} data-testid="book-session">
            <CalendarCheck size={20} aria-hidden="true" /> {bookLabel}
          </LocalLink>
          <ContactLinks />
        </>
      }
    >
      <h3 css={formHeading}>{words.formHeading}</h3>
      <ServiceFormIsland serviceName={service.shown} sentService={service.sent} />
    </ContactBlock>
  );
}

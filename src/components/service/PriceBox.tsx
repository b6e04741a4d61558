import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { LocalLink } from '../ui/LocalLink';
import { CalendarCheck } from '../ui/icons';
import { pathOf } from '../../lib/routes';
import { buttonPrimary } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';

const box = css`
  position: relative;
  padding: ${space(6)};
  border-radius: ${radius.lg};
  border: 2px solid ${colors.accent};
  background: linear-gradient(160deg, ${alpha(colors.accent, 0.16)} 0%, ${colors.surface} 55%);
  box-shadow: 0 18px 50px -18px ${alpha(colors.accent, 0.45)};
  ${mq.md} {
    padding: ${space(8)};
  }
  h2 {
    font-size: 1rem;
    letter-spacing: 0.16em;
    color: ${colors.muted};
    margin-bottom: ${space(2)};
  }
  .price {
    margin: 0 0 ${space(3)};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(1.9rem, 6vw, 2.5rem);
    line-height: 1.1;
    color: ${colors.text};
  }
  .note {
    color: ${colors.muted};
    font-size: 0.95rem;
  }
  a {
    width: 100%;
    margin-top: ${space(2)};
  }
`;

interface Props {
  /** The pricing text, e.g. "$60-90/session" or "Direct billing available". */
  pricing: string;
  note?: ReactNode;
  heading: string;
  /** The label of the button to the booking page. */
  bookLabel: string;
  children?: ReactNode;
}

/** The price box of a service page with its 'Book Your Session' button (to the booking page). */
export function PriceBox({ pricing, note, heading, bookLabel, children }: Props) {
  return (
    <section css={box} aria-labelledby="price-box-heading" data-testid="price-box">
      <h2 id="price-box-heading">{heading}</h2>
      <p className="price">{pricing}</p>
      {note && <p className="note">{note}</p>}
      <LocalLink to={pathOf('booking')} css={buttonPrimary} data-testid="book-session">
        <CalendarCheck size={20} aria-hidden="true" /> {bookLabel}
      </LocalLink>
      {children}
    </section>
  );
}

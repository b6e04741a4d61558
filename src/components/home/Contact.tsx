import { css } from '@emotion/react';
import { Clock, Mail, MapPin, Phone } from '../ui/icons';
import { useContact } from '../../hooks/useContact';
import { Section } from '../ui/Section';
import { ContactForm } from '../forms/ContactForm';
import { island } from '../../islands/island';
import { card, iconTile } from '../ui/styles';
import { colors, mq, space } from '../../styles/theme';
import { useSettings } from '../../hooks/useSettings';

const grid = css`
  display: grid;
  gap: ${space(6)};
  & > * {
    min-width: 0;
  }
  ${mq.lg} {
    grid-template-columns: 1fr 1.4fr;
  }
`;

const details = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  li {
    display: flex;
    gap: ${space(4)};
    align-items: flex-start;
  }
  .icon {
    flex: none;
    ${iconTile(48)}
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 2px;
    letter-spacing: 0.08em;
  }
  p,
  a {
    margin: 0;
    color: ${colors.muted};
    overflow-wrap: anywhere;
  }
`;

/** The form hydrates as the visitor comes near it (src/islands/registry.ts); what was typed before is kept (useFormSubmit). */
const HomeContactFormIsland = island('home-contact-form', ContactForm);

/** Contact: location, phone, email, '24/7 Access', and the inquiry form. */
export function Contact() {
  const c = useContact();
  const { contact } = useSettings();
  return (
    <Section id="contact" eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro}>
      <div css={grid}>
        <div css={card}>
          <ul css={details}>
            <li>
              <span className="icon">
                <MapPin aria-hidden="true" />
              </span>
              <div>
                <h3>{contact.details.locationHeading}</h3>
                <p>{c.fullAddress}</p>
              </div>
            </li>
            <li>
              <span className="icon">
                <Phone aria-hidden="true" />
              </span>
              <div>
                <h3>{contact.details.phoneHeading}</h3>
                <a href={c.phoneHref}>{c.phone}</a>
              </div>
            </li>
            <li>
              <span className="icon">
                <Mail aria-hidden="true" />
              </span>
              <div>
                <h3>{contact.details.emailHeading}</h3>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </div>
            </li>
            <li>
              <span className="icon">
                <Clock aria-hidden="true" />
              </span>
              <div>
                <h3>{contact.details.hoursHeading}</h3>
                <p>{c.hours}</p>
              </div>
            </li>
          </ul>
        </div>
        <div css={card}>
          <HomeContactFormIsland />
        </div>
      </div>
    </Section>
  );
}

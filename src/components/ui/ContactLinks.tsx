import { Mail, Phone } from 'lucide-react';
import { useContact } from '../../hooks/useContact';

/** The gym's phone as a tel: link with its icon ("Call …" to screen readers); nothing without a phone. */
export function PhoneLink() {
  const contact = useContact();
  if (!contact.phone) return null;
  return (
    <a href={contact.phoneHref}>
      <Phone size={20} aria-hidden="true" />
      <span>
        <span className="visually-hidden">Call </span>
        {contact.phone}
      </span>
    </a>
  );
}

/** The gym's email as a mailto: link with its icon ("Email …" to screen readers); nothing without an email. */
export function EmailLink() {
  const contact = useContact();
  if (!contact.email) return null;
  return (
    <a href={`mailto:${contact.email}`}>
      <Mail size={20} aria-hidden="true" />
      <span>
        <span className="visually-hidden">Email </span>
        {contact.email}
      </span>
    </a>
  );
}

/** Phone and email of the gym as a list of tel: and mailto: links (from the business_info record). */
export function ContactLinks() {
  const contact = useContact();
  if (!contact.phone && !contact.email) return null;
  return (
    <ul>
      {contact.phone && (
        <li>
          <PhoneLink />
        </li>
      )}
      {contact.email && (
        <li>
          <EmailLink />
        </li>
      )}
    </ul>
  );
}

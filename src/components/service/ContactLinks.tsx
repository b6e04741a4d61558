import { Mail, Phone } from 'lucide-react';
import { useContact } from '../../hooks/useContact';

/** Phone and email of the gym as tel: and mailto: links (from the business_info record). */
export function ContactLinks() {
  const contact = useContact();
  if (!contact.phone && !contact.email) return null;
  return (
    <ul>
      {contact.phone && (
        <li>
          <a href={contact.phoneHref}>
            <Phone size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Call </span>
              {contact.phone}
            </span>
          </a>
        </li>
      )}
      {contact.email && (
        <li>
          <a href={`mailto:${contact.email}`}>
            <Mail size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Email </span>
              {contact.email}
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}

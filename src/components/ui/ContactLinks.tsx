import { Mail, Phone } from './icons';
import { useContact } from '../../hooks/useContact';
import { useSettings } from '../../hooks/useSettings';

const KINDS = {
  phone: { Icon: Phone, verb: 'callLabel' },
  email: { Icon: Mail, verb: 'emailLabel' },
} as const;

/**
 * The gym's phone (a tel: link) or email (a mailto: link) with its icon, read as "Call …" or
 * "Email …" by screen readers (settings.yaml `frame`, in the page's language) (from the business_info record); nothing when the record has none.
 */
export function ContactLink({ kind }: { kind: keyof typeof KINDS }) {
  const contact = useContact();
  const { frame } = useSettings();
  const text = kind === 'phone' ? contact.phone : contact.email;
  if (!text) return null;
  const { Icon, verb } = KINDS[kind];
  return (
    <a href={kind === 'phone' ? contact.phoneHref : `mailto:${contact.email}`}>
      <Icon size={20} aria-hidden="true" />
      <span>
        <span className="visually-hidden">{frame[verb]} </span>
        {text}
      </span>
    </a>
  );
}

/** Phone and email of the gym as a list of tel: and mailto: links. */
export function ContactLinks() {
  const contact = useContact();
  if (!contact.phone && !contact.email) return null;
  return (
    <ul>
      {contact.phone && (
        <li>
          <ContactLink kind="phone" />
        </li>
      )}
      {contact.email && (
        <li>
          <ContactLink kind="email" />
        </li>
      )}
    </ul>
  );
}

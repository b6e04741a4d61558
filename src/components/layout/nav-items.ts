import { SERVICE_ROUTES, pathOf, type HomeAnchor } from '../../lib/routes';

export type NavItem =
  | { kind: 'page'; label: string; to: string }
  | { kind: 'hash'; label: string; anchor: HomeAnchor }
  | { kind: 'services'; label: string };

/** The navigation bar's items, in order (spec 2.2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'page', label: 'Home', to: '/' },
  { kind: 'hash', label: 'Membership', anchor: 'membership' },
  { kind: 'hash', label: 'About', anchor: 'about' },
  { kind: 'services', label: 'Services' },
  { kind: 'page', label: 'Trainers', to: pathOf('trainers') },
  { kind: 'hash', label: 'Testimonials', anchor: 'testimonials' },
  { kind: 'page', label: 'Book Appointment', to: pathOf('booking') },
  { kind: 'page', label: 'Facility Expansion', to: pathOf('facility-expansion') },
  { kind: 'page', label: 'Blog', to: pathOf('blog') },
  { kind: 'hash', label: 'Contact', anchor: 'contact' },
];

export const SERVICE_LINKS = SERVICE_ROUTES.map((r) => ({ label: r.label, to: r.path }));

import { SERVICE_ROUTES, pathOf, type HomeAnchor, type RouteKey } from '../../lib/routes';
import { usePageLabels } from '../../hooks/usePageLabel';
import { useSettings } from '../../hooks/useSettings';

export type NavItem =
  | { kind: 'page'; route: RouteKey; to: string }
  | { kind: 'hash'; word: 'membership' | 'about' | 'testimonials' | 'contact'; anchor: HomeAnchor }
  | { kind: 'services' };

/** The navigation bar's items, in order (spec 2.2): pages by their names, the rest by the frame's words (settings.yaml). */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'page', route: 'home', to: '/' },
  { kind: 'hash', word: 'membership', anchor: 'membership' },
  { kind: 'hash', word: 'about', anchor: 'about' },
  { kind: 'services' },
  { kind: 'page', route: 'trainers', to: pathOf('trainers') },
  { kind: 'hash', word: 'testimonials', anchor: 'testimonials' },
  { kind: 'page', route: 'booking', to: pathOf('booking') },
  { kind: 'page', route: 'facility-expansion', to: pathOf('facility-expansion') },
  { kind: 'page', route: 'blog', to: pathOf('blog') },
  { kind: 'hash', word: 'contact', anchor: 'contact' },
];

/** A stable key for an item in a list. */
export function navKey(item: NavItem): string {
  return item.kind === 'page' ? item.route : item.kind === 'hash' ? item.anchor : 'services';
}

/** What each item says, in the page's language. */
export function useNavLabels(): (item: NavItem) => string {
  const { frame } = useSettings();
  const pageLabel = usePageLabels();
  return (item) => (item.kind === 'page' ? pageLabel(item.route) : item.kind === 'hash' ? frame[item.word] : frame.services);
}

/** The service pages, in menu order. */
export const SERVICE_LINKS = SERVICE_ROUTES.map((r) => ({ key: r.key, to: r.path }));

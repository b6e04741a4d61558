import type { ICON_NAMES } from '../../content/content-schema';
import { CONTENT_ICONS, type DrawnIcon } from './icons';

export type IconName = (typeof ICON_NAMES)[number];

const ICONS: Record<IconName, DrawnIcon> = CONTENT_ICONS;

function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

/**
 * A decorative icon from the content's icon names (hidden from assistive technology); a dumbbell for any
 * other name. An icon's `<svg>` is empty (its drawing is a CSS mask), so there is nothing in it to focus.
 */
export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const Cmp = isIconName(name) ? ICONS[name] : ICONS.dumbbell;
  return <Cmp size={size} aria-hidden="true" className={className} />;
}

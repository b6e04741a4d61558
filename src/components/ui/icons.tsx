/**
 * The site's icons (lucide's drawings), each drawing written once per page, in its styles.
 *
 * Every icon is an empty `<svg>` with lucide's class and size: the element keeps the box, the inline layout
 * and the `svg` selectors of the components around it, and draws nothing itself. Its drawing is a CSS
 * mask: the drawing's rule, selected by the icon's classes (src/components/ui/icon-keys.ts), sets `--icon`
 * to the drawing as an SVG image, and the rule on `.lucide` (src/styles/global-css.ts) masks the element's
 * background, painted in the text colour, with it. The build writes the drawings of the icons a page
 * renders into its styles, as the cells of one image (src/components/ui/icon-drawings.ts); an icon the
 * browser renders later (a menu's close, a dialog's) is named by its component (`useIconDrawings`) so the
 * page holds it too, and an icon the page lacks (on a page reached by a link) fetches its drawing
 * (src/components/ui/icon-loader.ts). The page's JavaScript carries no drawing. An icon is one element; a
 * lucide-react icon wrote its whole drawing into every `<svg>`.
 *
 * The mask draws lucide's round stroke in the text colour; an icon that asks for another stroke width or
 * a fill gets a drawing of its own (`fill` paints the shapes in the same colour as the stroke, the only
 * fill the site uses), and a `color` becomes the element's text colour. In forced-colours mode the
 * element keeps its text colour (`forced-color-adjust: none`), so the icon stays drawn in the colour the
 * mode gives the text around it.
 */
import { useContext, useInsertionEffect, type CSSProperties, type ReactElement, type SVGProps } from 'react';
import { IconDrawingsContext, LUCIDE_STROKE, iconClasses, iconKey, type IconKey } from './icon-keys';
import { ensureDrawing } from './icon-loader';

/** lucide's class name for an icon: "CheckCircle2" -> "check-circle2" (lucide-react's own toKebabCase). */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'color' | 'stroke'> {
  size?: number | string;
  /** The icon's colour; the text colour when not given. */
  color?: string;
}

/** An icon component; `drawing` is the key of its drawing at lucide's stroke, for `useIconDrawings`. */
export type DrawnIcon = ((props: IconProps) => ReactElement) & { displayName: string; iconName: string; drawing: IconKey };

/**
 * Makes sure the page can draw these icons: while the build renders the page, their drawings go into its
 * styles; in the browser, a drawing the page's styles do not hold is fetched. An icon uses it for its
 * own drawing; a component that renders an icon only in the browser (a menu's close, a dialog's, a
 * popup's) names that icon here, so the page's styles hold its drawing before anyone opens it.
 */
export function useIconDrawings(...keys: IconKey[]): void {
  const rendering = useContext(IconDrawingsContext);
  for (const key of keys) rendering?.add(key);
  const all = keys.join(',');
  useInsertionEffect(() => {
    for (const key of all.split(',')) void ensureDrawing(key);
  }, [all]);
}

/** An icon component with lucide-react's props, drawn by its drawing's rule (one per stroke width and fill). */
function drawnIcon(displayName: string): DrawnIcon {
  const name = kebab(displayName);
  function Icon(props: IconProps): ReactElement {
    const { size = 24, color, strokeWidth = LUCIDE_STROKE, fill, className, style, ...rest } = props;
    const width = Number(strokeWidth);
    const filled = fill !== undefined && fill !== 'none';
    const own: CSSProperties | undefined = color !== undefined ? { color, ...style } : style;
    useIconDrawings(iconKey(name, width, filled));
    return <svg width={size} height={size} className={`${iconClasses(name, width, filled)}${className ? ` ${className}` : ''}`} style={own} {...rest} />;
  }
  Icon.displayName = displayName;
  Icon.iconName = name;
  Icon.drawing = iconKey(name, LUCIDE_STROKE, false);
  return Icon;
}

export const ArrowDown = drawnIcon('ArrowDown');
export const ArrowLeft = drawnIcon('ArrowLeft');
export const ArrowRight = drawnIcon('ArrowRight');
export const Award = drawnIcon('Award');
export const CalendarCheck = drawnIcon('CalendarCheck');
export const CalendarDays = drawnIcon('CalendarDays');
export const Check = drawnIcon('Check');
export const CheckCircle2 = drawnIcon('CheckCircle2');
export const ChevronDown = drawnIcon('ChevronDown');
export const ChevronLeft = drawnIcon('ChevronLeft');
export const ChevronRight = drawnIcon('ChevronRight');
export const Clock = drawnIcon('Clock');
export const Copy = drawnIcon('Copy');
export const ExternalLink = drawnIcon('ExternalLink');
export const Heart = drawnIcon('Heart');
export const Languages = drawnIcon('Languages');
export const Images = drawnIcon('Images');
export const LifeBuoy = drawnIcon('LifeBuoy');
export const Mail = drawnIcon('Mail');
export const MapPin = drawnIcon('MapPin');
export const Menu = drawnIcon('Menu');
export const MessageCircle = drawnIcon('MessageCircle');
export const Phone = drawnIcon('Phone');
export const Play = drawnIcon('Play');
export const Quote = drawnIcon('Quote');
export const ShieldCheck = drawnIcon('ShieldCheck');
export const Star = drawnIcon('Star');
export const Ticket = drawnIcon('Ticket');
export const UserRound = drawnIcon('UserRound');
export const X = drawnIcon('X');

/** Instagram's camera outline (drawn by the site: lucide's brand icons are deprecated). */
export const Instagram = drawnIcon('Instagram');

/** The icons content can name (src/content/content-schema.ts ICON_NAMES), by name. */
export const CONTENT_ICONS = {
  dumbbell: drawnIcon('Dumbbell'), users: drawnIcon('Users'), 'heart-pulse': drawnIcon('HeartPulse'), baby: drawnIcon('Baby'),
  zap: drawnIcon('Zap'), swords: drawnIcon('Swords'), laptop: drawnIcon('Laptop'), flower: drawnIcon('Flower2'), clock: Clock,
  calendar: drawnIcon('Calendar'), star: Star, crown: drawnIcon('Crown'), ticket: Ticket, key: drawnIcon('Key'),
  trophy: drawnIcon('Trophy'), 'shield-check': ShieldCheck, sparkles: drawnIcon('Sparkles'), flame: drawnIcon('Flame'),
  droplets: drawnIcon('Droplets'), bike: drawnIcon('Bike'), activity: drawnIcon('Activity'), 'map-pin': MapPin, phone: Phone,
  mail: Mail, car: drawnIcon('Car'), thermometer: drawnIcon('Thermometer'), 'shower-head': drawnIcon('ShowerHead'),
  award: Award, target: drawnIcon('Target'), smile: drawnIcon('Smile'),
} as const;

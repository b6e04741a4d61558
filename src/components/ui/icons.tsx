/**
 * The site's icons (lucide's drawings), each drawing written once per page, in its styles.
 *
 * Every icon is an empty `<svg>` with lucide's class and size: the element keeps the box, the inline layout
 * and the `svg` selectors of the components around it, and draws nothing itself. Its drawing is a CSS
 * mask: the drawing's own class (an Emotion rule, so a page's styles hold only the drawings it shows)
 * sets `--icon` to the drawing as an SVG image, and the rule on `.lucide` (src/styles/global-css.ts)
 * masks the element's background, painted in the text colour, with it. A lucide-react icon wrote its
 * whole drawing into every `<svg>`; an `<svg><use>` of a hidden sprite still cost the home page two
 * elements per icon and 137 for the sprite. Here an icon is one element, and an icon that only the
 * browser renders (a menu, a toast, a dialog) brings its rule with it as any component does.
 *
 * The mask draws lucide's round stroke in the text colour; an icon that asks for another stroke width or
 * a fill gets a drawing of its own (`fill` paints the shapes in the same colour as the stroke, the only
 * fill the site uses), and a `color` becomes the element's text colour. In forced-colours mode the
 * element keeps its text colour (`forced-color-adjust: none`), so the icon stays drawn in the colour the
 * mode gives the text around it.
 */
import { type CSSProperties, type ReactElement, type SVGProps } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import * as L from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
/** An icon's drawing as lucide describes it: each shape's tag and attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

/** lucide's class name for an icon: "CheckCircle2" -> "check-circle2" (lucide-react's own toKebabCase). */
function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * A lucide-react icon's drawing. lucide-react 0.4x exports each icon as a forwardRef component that
 * renders its `Icon` with the drawing as the `iconNode` prop; this reads that prop, and throws naming
 * the icon when an upgrade has changed it, rather than build pages with empty icons.
 */
export function iconNodeOf(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  const element = typeof render === 'function' ? render({}, null) : null;
  const node = (element as { props?: { iconNode?: unknown } } | null)?.props?.iconNode;
  if (!Array.isArray(node) || node.length === 0) {
    throw new Error(`lucide-react's ${icon.displayName ?? 'icon'} has no iconNode: src/components/ui/icons.tsx reads each drawing from it`);
  }
  return node as IconNode;
}

/** A drawing as a standalone SVG document: lucide's round stroke, in black (a mask reads only its alpha). */
export function drawingSvg(node: IconNode, strokeWidth: number, filled: boolean): string {
  const shapes = node
    .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}='${v}'`).join('')}/>`)
    .join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' stroke='black' ` +
    `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`
  );
}

/** An SVG document as a CSS `url()`, escaping only what a data URL in CSS needs escaped. */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}")`;
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'color' | 'stroke'> {
  size?: number | string;
  /** The icon's colour; the text colour when not given. */
  color?: string;
}

export type DrawnIcon = ((props: IconProps) => ReactElement) & { displayName: string; iconName: string };

/** An icon component with lucide-react's props, drawn by its drawing's rule (one per stroke width and fill). */
function drawnIcon(displayName: string, node: IconNode): DrawnIcon {
  const name = kebab(displayName);
  const drawings = new Map<string, SerializedStyles>();
  const drawing = (strokeWidth: number, filled: boolean): SerializedStyles => {
    const key = `${strokeWidth} ${filled}`;
    let rule = drawings.get(key);
    if (!rule) {
      rule = css({ '--icon': svgUrl(drawingSvg(node, strokeWidth, filled)) });
      drawings.set(key, rule);
    }
    return rule;
  };
  function Icon(props: IconProps): ReactElement {
    const { size = 24, color, strokeWidth = 2, fill, className, style, ...rest } = props;
    const own: CSSProperties | undefined = color !== undefined ? { color, ...style } : style;
    return (
      <svg
        width={size}
        height={size}
        css={drawing(Number(strokeWidth), fill !== undefined && fill !== 'none')}
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        style={own}
        {...rest}
      />
    );
  }
  Icon.displayName = displayName;
  Icon.iconName = name;
  return Icon;
}

const from = (icon: LucideIcon, name: string): DrawnIcon => drawnIcon(name, iconNodeOf(icon));

export const ArrowDown = from(L.ArrowDown, 'ArrowDown');
export const ArrowLeft = from(L.ArrowLeft, 'ArrowLeft');
export const ArrowRight = from(L.ArrowRight, 'ArrowRight');
export const Award = from(L.Award, 'Award');
export const CalendarCheck = from(L.CalendarCheck, 'CalendarCheck');
export const CalendarDays = from(L.CalendarDays, 'CalendarDays');
export const Check = from(L.Check, 'Check');
export const CheckCircle2 = from(L.CheckCircle2, 'CheckCircle2');
export const ChevronDown = from(L.ChevronDown, 'ChevronDown');
export const ChevronLeft = from(L.ChevronLeft, 'ChevronLeft');
export const ChevronRight = from(L.ChevronRight, 'ChevronRight');
export const Clock = from(L.Clock, 'Clock');
export const Copy = from(L.Copy, 'Copy');
export const ExternalLink = from(L.ExternalLink, 'ExternalLink');
export const Heart = from(L.Heart, 'Heart');
export const Languages = from(L.Languages, 'Languages');
export const Images = from(L.Images, 'Images');
export const LifeBuoy = from(L.LifeBuoy, 'LifeBuoy');
export const Mail = from(L.Mail, 'Mail');
export const MapPin = from(L.MapPin, 'MapPin');
export const Menu = from(L.Menu, 'Menu');
export const MessageCircle = from(L.MessageCircle, 'MessageCircle');
export const Phone = from(L.Phone, 'Phone');
export const Play = from(L.Play, 'Play');
export const Quote = from(L.Quote, 'Quote');
export const ShieldCheck = from(L.ShieldCheck, 'ShieldCheck');
export const Star = from(L.Star, 'Star');
export const Ticket = from(L.Ticket, 'Ticket');
export const UserRound = from(L.UserRound, 'UserRound');
export const X = from(L.X, 'X');

/** Instagram's camera outline: lucide's own brand icons are deprecated (to be removed), so the site draws its own. */
export const Instagram = drawnIcon('Instagram', [
  ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5', ry: '5' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['line', { x1: '17.5', y1: '6.5', x2: '17.51', y2: '6.5' }],
]);

/** The icons content can name (src/content/content-schema.ts ICON_NAMES), by name. */
export const CONTENT_ICONS = {
  dumbbell: from(L.Dumbbell, 'Dumbbell'), users: from(L.Users, 'Users'), 'heart-pulse': from(L.HeartPulse, 'HeartPulse'), baby: from(L.Baby, 'Baby'),
  zap: from(L.Zap, 'Zap'), swords: from(L.Swords, 'Swords'), laptop: from(L.Laptop, 'Laptop'), flower: from(L.Flower2, 'Flower2'), clock: Clock,
  calendar: from(L.Calendar, 'Calendar'), star: Star, crown: from(L.Crown, 'Crown'), ticket: Ticket, key: from(L.Key, 'Key'),
  trophy: from(L.Trophy, 'Trophy'), 'shield-check': ShieldCheck, sparkles: from(L.Sparkles, 'Sparkles'), flame: from(L.Flame, 'Flame'),
  droplets: from(L.Droplets, 'Droplets'), bike: from(L.Bike, 'Bike'), activity: from(L.Activity, 'Activity'), 'map-pin': MapPin, phone: Phone,
  mail: Mail, car: from(L.Car, 'Car'), thermometer: from(L.Thermometer, 'Thermometer'), 'shower-head': from(L.ShowerHead, 'ShowerHead'),
  award: Award, target: from(L.Target, 'Target'), smile: from(L.Smile, 'Smile'),
} as const;

/**
 * The site's icons (lucide's drawings), each drawn once per page.
 *
 * A lucide-react icon writes its whole drawing into every `<svg>` it renders: the home page carried 119
 * copies of 36 drawings, 47 KB of its HTML. Here every use is an `<svg>` with lucide's own class, size
 * and attributes around a `<use href="#i-<name>">`, and each drawing is a `<symbol>` written once:
 *
 * - on the server, the page's render collects the drawings it used (`IconSpriteContext`) and the build
 *   writes them as one hidden `<svg id="icon-sprite">` at the top of the body
 *   (plugins/gatsby-plugin-site-build/gatsby-ssr.tsx), outside the part React hydrates;
 * - in the browser, an icon whose drawing is not in the page yet (a menu, a toast, a dialog or the offer
 *   popup that only the browser renders, another page opened in the tab) adds it before it paints
 *   (src/browser/icon-sprite.ts).
 *
 * lucide's presentation attributes (no fill, a round 2-unit stroke in the text colour) are one rule of
 * the global styles on `.lucide` (src/styles/global-css.ts); an icon that asks for another stroke width,
 * fill or colour gets it as its own inline style, which the rule cannot override. The symbol carries
 * lucide's 24-unit viewBox, so the drawing scales to the `<svg>`'s width and height as it did.
 */
import { createContext, useContext, useInsertionEffect, type CSSProperties, type ReactElement, type SVGProps } from 'react';
import * as L from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { SPRITE_ID, SYMBOL_PREFIX, addSymbol } from '../../browser/icon-sprite';
/** An icon's drawing as lucide describes it: each shape's tag and attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];


/** Collects, while a page renders on the server, the drawings its icons use (by name). Null in the browser. */
export const IconSpriteContext = createContext<Map<string, IconNode> | null>(null);

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

/** The attributes of a drawing's shape, without React's `key`. */
function shapeAttributes(attrs: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'key'));
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'color' | 'stroke'> {
  size?: number | string;
  /** The stroke's colour; the text colour when not given. */
  color?: string;
}

export type SpriteIcon = ((props: IconProps) => ReactElement) & { displayName: string; iconName: string };

/** The styles an icon asks for that differ from lucide's defaults (the rule on `.lucide`). */
function ownStyle({ color, strokeWidth, fill }: IconProps, style: CSSProperties | undefined): CSSProperties | undefined {
  const own: CSSProperties = {};
  if (color !== undefined) own.stroke = color;
  if (strokeWidth !== undefined && Number(strokeWidth) !== 2) own.strokeWidth = strokeWidth;
  if (fill !== undefined && fill !== 'none') own.fill = fill;
  return Object.keys(own).length > 0 || style ? { ...own, ...style } : undefined;
}

/** An icon component with lucide-react's props, drawn from the page's sprite. */
function spriteIcon(displayName: string, node: IconNode): SpriteIcon {
  const name = kebab(displayName);
  function Icon(props: IconProps): ReactElement {
    const { size = 24, color, strokeWidth, fill, className, style, ...rest } = props;
    const collected = useContext(IconSpriteContext);
    if (collected) collected.set(name, node);
    useInsertionEffect(() => {
      addSymbol(document, name, node);
    }, []);
    return (
      <svg width={size} height={size} className={`lucide lucide-${name}${className ? ` ${className}` : ''}`} style={ownStyle({ color, strokeWidth, fill }, style)} {...rest}>
        <use href={`#${SYMBOL_PREFIX}${name}`} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  Icon.iconName = name;
  return Icon;
}

const from = (icon: LucideIcon, name: string): SpriteIcon => spriteIcon(name, iconNodeOf(icon));

/** The hidden `<svg>` with the drawings a page used, written once by the build at the top of its body. */
export function IconSprite({ icons }: { icons: ReadonlyMap<string, IconNode> }): ReactElement {
  return (
    <svg id={SPRITE_ID} aria-hidden="true" focusable="false">
      {[...icons].map(([name, node]) => (
        <symbol key={name} id={`${SYMBOL_PREFIX}${name}`} viewBox="0 0 24 24">
          {node.map(([tag, attrs], i) => {
            const Shape = tag as 'path';
            return <Shape key={i} {...shapeAttributes(attrs)} />;
          })}
        </symbol>
      ))}
    </svg>
  );
}

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
export const Instagram = spriteIcon('Instagram', [
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

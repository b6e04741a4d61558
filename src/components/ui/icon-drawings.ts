/**
 * The icons' drawings (lucide's shapes) as CSS rules, one per drawing: `.lucide-star{--icon:url(…)}`.
 *
 * Not part of the page's JavaScript. The build writes each page's rules into its styles from the icons it
 * renders (plugins/gatsby-plugin-site-build, `pageIconRules`), and the browser fetches this module as
 * a chunk of its own only when it renders an icon the page's styles do not hold (a toast's tick, a page
 * reached by a link): see src/components/ui/icon-loader.ts. lucide-react's drawings are 3 KB of every
 * page's JavaScript otherwise.
 */
import * as L from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { iconKeyOf, type IconKey } from './icon-keys';

/** An icon's drawing as lucide describes it: each shape's tag and attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

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
    throw new Error(`lucide-react's ${icon.displayName ?? 'icon'} has no iconNode: src/components/ui/icon-drawings.ts reads each drawing from it`);
  }
  return node as IconNode;
}

/** Instagram's camera outline: lucide's own brand icons are deprecated (to be removed), so the site draws its own. */
const INSTAGRAM: IconNode = [
  ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5', ry: '5' }],
  ['circle', { cx: '12', cy: '12', r: '4' }],
  ['line', { x1: '17.5', y1: '6.5', x2: '17.51', y2: '6.5' }],
];

/** Every drawing the site's icons (src/components/ui/icons.tsx) name, by lucide's class name. */
const DRAWINGS: Readonly<Partial<Record<string, LucideIcon | IconNode>>> = {
  activity: L.Activity, 'arrow-down': L.ArrowDown, 'arrow-left': L.ArrowLeft, 'arrow-right': L.ArrowRight, award: L.Award, baby: L.Baby,
  bike: L.Bike, calendar: L.Calendar, 'calendar-check': L.CalendarCheck, 'calendar-days': L.CalendarDays, car: L.Car, check: L.Check,
  'check-circle2': L.CheckCircle2, 'chevron-down': L.ChevronDown, 'chevron-left': L.ChevronLeft, 'chevron-right': L.ChevronRight,
  clock: L.Clock, copy: L.Copy, crown: L.Crown, droplets: L.Droplets, dumbbell: L.Dumbbell, 'external-link': L.ExternalLink,
  flame: L.Flame, flower2: L.Flower2, heart: L.Heart, 'heart-pulse': L.HeartPulse, images: L.Images, instagram: INSTAGRAM, key: L.Key,
  languages: L.Languages, laptop: L.Laptop, 'life-buoy': L.LifeBuoy, mail: L.Mail, 'map-pin': L.MapPin, menu: L.Menu,
  'message-circle': L.MessageCircle, phone: L.Phone, play: L.Play, quote: L.Quote, 'shield-check': L.ShieldCheck,
  'shower-head': L.ShowerHead, smile: L.Smile, sparkles: L.Sparkles, star: L.Star, swords: L.Swords, target: L.Target,
  thermometer: L.Thermometer, ticket: L.Ticket, trophy: L.Trophy, 'user-round': L.UserRound, users: L.Users, x: L.X, zap: L.Zap,
};

/** The icon names that have a drawing. */
export const DRAWN_NAMES: readonly string[] = Object.keys(DRAWINGS);

/** A drawing's shapes as SVG markup. */
function shapesOf(node: IconNode): string {
  return node.map(([tag, attrs]) => `<${tag}${Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}='${v}'`).join('')}/>`).join('');
}

/** lucide's round stroke, in black (a mask reads only its alpha), as the attributes of a drawing's <svg>. */
const strokeOf = (strokeWidth: number, filled: boolean): string =>
  `fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'`;

/** The stroke most drawings have, which a sprite's cells inherit from its <svg>. */
const SPRITE_STROKE = { width: 2, filled: false };

/** A drawing as a standalone SVG document. */
export function drawingSvg(node: IconNode, strokeWidth: number, filled: boolean): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${strokeOf(strokeWidth, filled)}>${shapesOf(node)}</svg>`;
}

/** An SVG document as a CSS `url()`, escaping only what a data URL in CSS needs escaped. */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}")`;
}

/** The drawing a key names; throws naming the icon when it has no drawing. */
function drawingOf(key: IconKey): { node: IconNode; strokeWidth: number; filled: boolean; selector: string } {
  const { name, strokeWidth, filled, selector } = iconKeyOf(key);
  const drawing = DRAWINGS[name];
  if (!drawing) throw new Error(`The icon "${name}" has no drawing: add it to src/components/ui/icon-drawings.ts`);
  return { node: Array.isArray(drawing) ? (drawing as IconNode) : iconNodeOf(drawing as LucideIcon), strokeWidth, filled, selector };
}

/**
 * The rule that draws one icon the page's styles do not hold (the browser adds it: icon-loader.ts): its
 * own image, filling the mask. Its selector leaves out the icon's other drawings (`:not([class*=" icon-"])`
 * for lucide's stroke), which the page's sprite may hold.
 */
export function drawingRule(key: IconKey): string {
  const { node, strokeWidth, filled, selector } = drawingOf(key);
  const own = /\.icon-/.test(selector) ? selector : `${selector}:not([class*=" icon-"])`;
  return `${own}{--icon:${svgUrl(drawingSvg(node, strokeWidth, filled))};--icon-y:0%;--icon-h:100%}`;
}

/**
 * The rules for the drawings a page's icons used while it rendered (IconDrawingsContext), for its styles,
 * and their keys, for the attribute (ICON_DRAWING_ATTRIBUTE) that tells the browser which drawings the
 * page already holds. Throws, naming the page, for an icon without a drawing, rather than build a page
 * with an empty icon.
 *
 * The drawings are one image, a column of 24 x 24 cells (a sprite), and each icon's rule moves the mask
 * to its cell (`--icon-y`: background-position's percentage, i / (n - 1) of the column's overhang). The
 * browser makes a document for every SVG image it draws: one per drawing cost the home page's first
 * load about 450 ms of a phone's main thread (6x slowed, Chromium's trace); one image for all of them,
 * next to none, and the same pixels.
 */
export function pageIconRules(used: Iterable<IconKey>, page: string): { keys: IconKey[]; css: string } {
  const keys = [...new Set(used)].sort();
  if (keys.length === 0) return { keys, css: '' };
  try {
    const drawings = keys.map(drawingOf);
    // A cell is the sprite's own user space moved down, clipped to 24 x 24, with the attributes where its
    // stroke differs from the shared one (SVG's presentation attributes inherit).
    const cells = drawings.map((d, i) => {
      const own = (d.filled !== SPRITE_STROKE.filled ? ` fill='${d.filled ? 'black' : 'none'}'` : '') + (d.strokeWidth !== SPRITE_STROKE.width ? ` stroke-width='${d.strokeWidth}'` : '');
      return `<svg y='${24 * i}' width='24' height='24'${own}>${shapesOf(d.node)}</svg>`;
    });
    const sprite = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 ${24 * keys.length}' ${strokeOf(SPRITE_STROKE.width, SPRITE_STROKE.filled)}>${cells.join('')}</svg>`;
    const last = Math.max(1, keys.length - 1);
    const position = drawings.map((d, i) => `${d.selector}{--icon-y:${+((100 * i) / last).toFixed(6)}%}`);
    return { keys, css: `.lucide{--icon:${svgUrl(sprite)};--icon-h:${100 * keys.length}%}${position.join('')}` };
  } catch (err) {
    throw new Error(`${page}: ${(err as Error).message}`);
  }
}

/**
 * How an icon's drawing is named, in the markup and in the styles; shared by the build, which writes a
 * page's drawings (src/components/ui/icon-drawings.ts), and the browser, which fetches a missing one
 * (src/components/ui/icon-loader.ts).
 *
 * An icon's element carries lucide's classes (`lucide lucide-star`), and `icon-w<width>` (`icon-w1_5`) for
 * a stroke other than lucide's 2 and `icon-fill` for filled shapes; its drawing's rule selects those
 * classes. A key names one drawing: `star 2`, `star 1.5 fill`.
 */
import { createContext } from 'react';

export type IconKey = string;

/**
 * While the build renders a page: the keys of the drawings its icons use, collected as they render
 * (plugins/gatsby-plugin-site-build). Absent in the browser.
 */
export const IconDrawingsContext = createContext<Set<IconKey> | null>(null);

/** The attribute of the page's style tag listing the keys of the drawings it holds. */
export const ICON_DRAWING_ATTRIBUTE = 'data-ssr-icons';

/** lucide's own stroke width, the default of every icon. */
export const LUCIDE_STROKE = 2;
const widthClass = (strokeWidth: number): string => `icon-w${String(strokeWidth).replace('.', '_')}`;

/** The key of an icon's drawing. */
export function iconKey(name: string, strokeWidth: number, filled: boolean): IconKey {
  return `${name} ${strokeWidth}${filled ? ' fill' : ''}`;
}

/** The classes of an icon's element (without the caller's own). */
export function iconClasses(name: string, strokeWidth: number, filled: boolean): string {
  return `lucide lucide-${name}${strokeWidth === LUCIDE_STROKE ? '' : ` ${widthClass(strokeWidth)}`}${filled ? ' icon-fill' : ''}`;
}

/** What a key names, and the selector of its drawing's rule. Throws for a key that is not one. */
export function iconKeyOf(key: IconKey): { name: string; strokeWidth: number; filled: boolean; selector: string } {
  const m = /^([a-z0-9-]+) ([0-9.]+)( fill)?$/.exec(key);
  if (!m) throw new Error(`"${key}" is not an icon drawing's key (name, stroke width, "fill")`);
  const [, name, width, fill] = m;
  const strokeWidth = Number(width);
  const filled = fill === ' fill';
  // The element's own classes but the shared `lucide`: `.lucide-star.icon-w1_5.icon-fill`.
  const selector = `.${iconClasses(name, strokeWidth, filled).split(' ').slice(1).join('.')}`;
  return { name, strokeWidth, filled, selector };
}

/** The keys a style tag's attribute lists (separated by commas: a key holds spaces). */
export function keysOfAttribute(attribute: string | null): IconKey[] {
  return (attribute ?? '').split(',').filter(Boolean);
}

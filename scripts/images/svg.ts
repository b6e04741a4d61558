/**
 * The shared SVG renderer: gradients and filters with unique ids, text, lucide icons, film grain and
 * the vignette. Text inside the art is short and set in DejaVu Sans Bold (installed on the build
 * machines); no web fonts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import { art } from '../../src/styles/art-palette';
import type { Rng } from './rng';

const FONT = 'DejaVu Sans, sans-serif';

/** A number rounded to one decimal, as a number and as the text written into the SVG. */
export const r1 = (v: number): number => Math.round(v * 10) / 10;
export const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export type Stop = [offset: number, color: string, opacity?: number];

/** Collects <defs> entries with unique ids. */
export class Defs {
  private parts: string[] = [];
  private count = 0;
  uid(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  add(markup: string): void {
    this.parts.push(markup);
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }
  /** A linear gradient; coordinates are fractions of the box unless userSpace is true. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number, userSpace = false): string {
    const id = this.uid('lg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.add(`<linearGradient id="${id}"${units} x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx: number, cy: number, r: number, userSpace = false): string {
    const id = this.uid('rg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.add(`<radialGradient id="${id}"${units} cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.uid('bl');
    this.add(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  toString(): string {
    return this.parts.length ? `<defs>${this.parts.join('')}</defs>` : '';
  }
}

export function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs.toString()}${body}</svg>`;
}

export interface TextOpts {
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  condensed?: boolean;
  spacing?: number;
  opacity?: number;
  stroke?: string;
  strokeWidth?: number;
  weight?: 'bold' | 'normal';
  extra?: string;
}

export function svgText(str: string, o: TextOpts): string {
  const attrs = [
    `x="${n1(o.x)}"`,
    `y="${n1(o.y)}"`,
    `font-family="${FONT}"`,
    `font-weight="${o.weight ?? 'bold'}"`,
    `font-size="${n1(o.size)}"`,
    `fill="${o.fill}"`,
    o.anchor ? `text-anchor="${o.anchor}"` : '',
    o.condensed ? 'font-stretch="condensed"' : '',
    o.spacing ? `letter-spacing="${n1(o.spacing)}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.stroke ? `stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}"` : '',
    o.extra ?? '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${esc(str)}</text>`;
}

/** Conservative width estimate for DejaVu Sans Bold (measured: about 0.65 em a character). */
export function textWidth(str: string, size: number, condensed = false, spacing = 0): number {
  return str.length * size * (condensed ? 0.62 : 0.7) + spacing * Math.max(0, str.length - 1);
}

/** The largest size up to maxSize at which the text fits maxWidth. */
export function fitSize(str: string, maxWidth: number, maxSize: number, condensed = false, spacing = 0): number {
  let size = maxSize;
  while (size > 8 && textWidth(str, size, condensed, spacing) > maxWidth) size -= 1;
  return size;
}

export type IconName = keyof typeof icons;

/** A lucide icon (the same set the site uses) as a nested SVG. */
export function lucide(name: IconName, x: number, y: number, size: number, color: string, strokeWidth = 2, opacity = 1): string {
  const markup = renderToStaticMarkup(createElement(icons[name], { size, color, strokeWidth }));
  return markup.replace(/ class="[^"]*"/, '').replace('<svg ', `<svg x="${n1(x)}" y="${n1(y)}" opacity="${opacity}" `);
}

/** Film grain from two tiled SVG patterns of random specks (different tile sizes hide the repeat). */
export function grain(defs: Defs, rng: Rng, w: number, h: number, strength = 1): string {
  const layer = (tile: number, count: number): string => {
    const id = defs.uid('gr');
    const specks: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const light = rng.chance(0.5);
      const s = rng.chance(0.8) ? 1 : 2;
      specks.push(`<rect x="${rng.int(0, tile - 1)}" y="${rng.int(0, tile - 1)}" width="${s}" height="${s}" fill="${light ? art.white : art.black}" opacity="${r1(rng.range(0.05, 0.16))}"/>`);
    }
    defs.add(`<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${specks.join('')}</pattern>`);
    return `<rect width="${w}" height="${h}" fill="url(#${id})" opacity="${r1(0.7 * strength)}"/>`;
  };
  return layer(97, 240) + layer(61, 110);
}

export function vignette(defs: Defs, w: number, h: number, strength = 0.7): string {
  const fill = defs.radial([[0.55, art.bg, 0], [1, art.bg, strength]], 0.5, 0.5, 0.75);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

/** Colour arithmetic for the art: mixing and shading #rrggbb colours. */

import { art } from '../../src/styles/art-palette';

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** k < 1 darkens (multiply), k > 1 lightens towards white. */
export function shade(color: string, k: number): string {
  if (k <= 1) {
    const [r, g, b] = hexToRgb(color);
    return rgbToHex([r * k, g * k, b * k]);
  }
  return mix(color, art.white, Math.min(1, k - 1));
}

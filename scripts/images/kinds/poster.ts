/** Images in folders the generator does not know: a scene if a keyword matches, else an abstract brand poster. */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, grain, lucide, n1, svgDoc, vignette } from '../svg';
import { findKeyword } from '../keywords';
import { heroLightBars } from './hero';
import { serviceIcon } from './service';
import { INTERIOR_KEYWORDS, renderInterior } from './interior';

/** Fallback for unknown folders: a scene if a keyword matches, else an abstract brand poster. */
export function renderPoster(w: number, h: number, rng: Rng, texts: string[]): string {
  const variant = findKeyword(INTERIOR_KEYWORDS, texts);
  if (variant) return renderInterior(w, h, rng, variant);
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.raised], [1, art.bg]], 0, 0, 1, 1)}"/>`;
  body += heroLightBars(defs, rng, w, h);
  const iconName = serviceIcon(texts);
  const size = Math.min(w, h) * 0.45;
  body += `<circle cx="${n1(w / 2)}" cy="${n1(h / 2)}" r="${n1(size * 0.75)}" fill="${art.accent}"/>`;
  body += lucide(iconName, w / 2 - size / 2, h / 2 - size / 2, size, art.ink, 1.6);
  body += grain(defs, rng, w, h, 0.7) + vignette(defs, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

/** Social posts (social/): the scene the post describes, graded, with a small sticker and the handle. */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, n1, svgDoc, svgText, textWidth } from '../svg';
import { findKeyword } from '../keywords';
import { EXPANSION_KEYWORDS, renderExpansion } from './expansion';
import { renderBeforeAfter } from './before-after';
import { INTERIOR_KEYWORDS, interiorOptsFor, renderInterior, type InteriorVariant } from './interior';
import { renderPoster } from './poster';

/** Instagram-style square: the scene the post describes, graded, with a small sticker. */
export function renderSocial(w: number, h: number, rng: Rng, texts: string[]): string {
  const joined = texts.join(' ').toLowerCase();
  const expansion = findKeyword(EXPANSION_KEYWORDS, texts);
  let inner: string;
  let tag: string;
  if (/(construction|expansion|render|renovat)/.test(joined)) {
    inner = renderExpansion(w, h, rng, expansion ?? 'floor', true);
    tag = 'COMING SOON';
  } else if (/(progress|transformation|before|milestone)/.test(joined)) {
    inner = renderBeforeAfter(w, h, rng, '', false);
    tag = 'PROGRESS';
  } else {
    const variant = findKeyword(INTERIOR_KEYWORDS, texts);
    inner = variant ? renderInterior(w, h, rng, variant, interiorOptsFor(texts, rng.chance(0.6))) : renderPoster(w, h, rng, texts);
    tag = variant ? SOCIAL_TAGS[variant] : 'FORGE 24';
  }
  const tagAtBottom = tag === 'PROGRESS';
  const defs = new Defs();
  const grade = defs.linear([[0, art.accent, 0.12], [0.5, art.accent, 0], [1, art.steel, 0.18]], 0, 0, 1, 1);
  const inner64 = Buffer.from(inner).toString('base64');
  let body = `<image href="data:image/svg+xml;base64,${inner64}" width="${w}" height="${h}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${grade}"/>`;
  const ts = 20;
  const tw = textWidth(tag, ts, true, 3) + 36;
  const ty = tagAtBottom ? h - 74 : 32;
  body += `<rect x="${n1(w - 32 - tw)}" y="${ty}" width="${n1(tw)}" height="42" rx="6" fill="${art.accent}"/>`;
  body += svgText(tag, { x: w - 32 - tw / 2, y: ty + 28, size: ts, fill: art.ink, anchor: 'middle', condensed: true, spacing: 3 });
  body += svgText('@forge24fitness', { x: 34, y: h - 34, size: 20, fill: art.light, opacity: 0.85, condensed: true });
  return svgDoc(w, h, defs, body);
}

const SOCIAL_TAGS: Record<InteriorVariant, string> = {
  entrance: 'OPEN 24/7',
  clinic: 'PHYSIO',
  pilates: 'PILATES',
  boxing: 'BOXING',
  change: 'AMENITIES',
  desk: 'WELCOME',
  turf: 'TURF',
  kettlebell: 'SMALL GROUP',
  cardio: 'CARDIO',
  cable: 'STRENGTH',
  machines: 'STRENGTH',
  stretch: 'MOBILITY',
  dumbbell: 'NEW GEAR',
  rack: 'STRENGTH',
  floor: 'GYM FLOOR',
};

/** Trainer portraits (trainers/): big initials behind a stylised bust with a rim light. */
import { art } from '../../../src/styles/art-palette';
import { mix } from '../color';
import type { Rng } from '../rng';
import { Defs, fitSize, grain, n1, svgDoc, svgText } from '../svg';
import { hairShape, type Hair } from './hair';

function initials(name: string): string {
  const words = name.replace(/[^A-Za-z' -]/g, ' ').split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w));
  if (words.length === 0) return 'F24';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1].replace(/^O'/, 'O')[0]).toUpperCase();
}

/** Head, neck and shoulders; cx is the centre line, top the top of the head, s the scale. */
function bustPath(cx: number, top: number, s: number, shoulders: number): { head: string; body: string } {
  const hy = top + 120 * s;
  const head = `<ellipse cx="${n1(cx)}" cy="${n1(hy)}" rx="${n1(88 * s)}" ry="${n1(112 * s)}"/>`;
  const ny = hy + 95 * s;
  const sw = 300 * s * shoulders;
  const body =
    `<path d="M${n1(cx - 48 * s)} ${n1(ny)} L${n1(cx - 52 * s)} ${n1(ny + 70 * s)} ` +
    `C${n1(cx - 90 * s)} ${n1(ny + 100 * s)} ${n1(cx - sw + 60 * s)} ${n1(ny + 105 * s)} ${n1(cx - sw)} ${n1(ny + 165 * s)} ` +
    `C${n1(cx - sw - 40 * s)} ${n1(ny + 200 * s)} ${n1(cx - sw - 50 * s)} ${n1(ny + 300 * s)} ${n1(cx - sw - 55 * s)} ${n1(ny + 420 * s)} ` +
    `L${n1(cx + sw + 55 * s)} ${n1(ny + 420 * s)} ` +
    `C${n1(cx + sw + 50 * s)} ${n1(ny + 300 * s)} ${n1(cx + sw + 40 * s)} ${n1(ny + 200 * s)} ${n1(cx + sw)} ${n1(ny + 165 * s)} ` +
    `C${n1(cx + sw - 60 * s)} ${n1(ny + 105 * s)} ${n1(cx + 90 * s)} ${n1(ny + 100 * s)} ${n1(cx + 52 * s)} ${n1(ny + 70 * s)} ` +
    `L${n1(cx + 48 * s)} ${n1(ny)} Z"/>`;
  return { head, body };
}

const PORTRAIT_BACKDROPS: { top: string; bottom: string; initials: string; figure: string; rim: string }[] = [
  { top: art.people.ember, bottom: art.bg, initials: art.accent, figure: art.people.figure, rim: art.accent },
  { top: art.people.navy, bottom: art.bg, initials: art.steelLight, figure: art.people.figure, rim: art.accent },
  { top: art.accent, bottom: art.ember, initials: art.glow.petal, figure: art.bg, rim: art.glow.shell },
  { top: art.raised, bottom: art.bg, initials: art.accent, figure: art.people.night, rim: art.steelLight },
  { top: art.people.denim, bottom: art.surface, initials: art.glow.peach, figure: art.bg, rim: art.glow.peach },
];

/** 800x1000 portrait: big initials behind a stylised bust with a rim light. */
export function renderTrainer(w: number, h: number, rng: Rng, name: string): string {
  const defs = new Defs();
  const pal = rng.pick(PORTRAIT_BACKDROPS);
  const letters = initials(name);
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, pal.top], [1, pal.bottom]], 0, 0, 0.3, 1)}"/>`;
  const stripeAngle = rng.range(-30, -15);
  for (let i = 0; i < 5; i += 1) {
    body += `<rect x="${n1(-w)}" y="${n1(h * (0.15 + i * 0.09))}" width="${w * 3}" height="${rng.pick([4, 10, 22])}" fill="${pal.initials}" opacity="0.08" transform="rotate(${n1(stripeAngle)} ${w / 2} ${h / 2})"/>`;
  }
  const size = fitSize(letters, w * 0.96, h * 0.52, true);
  body += svgText(letters, { x: w / 2, y: h * 0.47, size, fill: pal.initials, anchor: 'middle', condensed: true, opacity: 0.92 });
  body += `<circle cx="${w / 2}" cy="${n1(h * 0.46)}" r="${n1(w * 0.3)}" fill="none" stroke="${pal.rim}" stroke-width="2" opacity="0.35"/>`;
  const s = (w / 800) * rng.range(0.95, 1.08);
  const top = h * rng.range(0.3, 0.34);
  const cx = w / 2 + rng.range(-20, 20);
  const shoulders = rng.range(0.85, 1.1);
  const { head, body: torso } = bustPath(cx, top, s, shoulders);
  const hair = hairShape(rng.pick<Hair>(['crop', 'bun', 'long', 'ponytail', 'buzz', 'curls']), cx, top, s);
  const figure = `${hair.back}${torso}${head}${hair.front}`;
  body += `<g fill="${pal.rim}" transform="translate(7 -3)" opacity="0.95">${figure}</g>`;
  const figureFill = defs.linear([[0, mix(pal.figure, art.steelDark, 0.85)], [0.45, pal.figure], [1, pal.figure]], cx - 200, top - 40, cx + 80, h, true);
  body += `<g fill="${figureFill}">${figure}</g>`;
  body += `<rect x="0" y="${n1(h * 0.86)}" width="${w}" height="${n1(h * 0.14)}" fill="${defs.linear([[0, art.bg, 0], [1, art.bg, 0.85]], 0, 0, 0, 1)}"/>`;
  // The caption stands in the middle: a portrait is cropped at its sides to fill a narrower frame.
  body += `<rect x="${n1(w / 2 - 22)}" y="${n1(h - 78)}" width="44" height="5" fill="${art.accent}"/>`;
  body += svgText('FORGE 24 TEAM', { x: w / 2, y: h - 44, size: 22, fill: art.light, condensed: true, spacing: 4, anchor: 'middle' });
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

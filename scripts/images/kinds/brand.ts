/** The site's static brand files: the mark (favicon, app icons) and the share image. */
import { art } from '../../../src/styles/art-palette';
import { Rng, hashString } from '../rng';
import { Defs, fitSize, grain, n1, svgDoc, svgText } from '../svg';
import { heroBarbell, heroLightBars } from './hero';

/** The mark: a kettlebell with a flame cut-out, orange on near-black. `bleed` fills the square (maskable). */
export function brandMark(size: number, bleed: boolean): string {
  const inner = bleed ? 0.62 : 0.86;
  const k = (size * inner) / 64;
  const off = (size - 64 * k) / 2;
  const bg = bleed ? `<rect width="${size}" height="${size}" fill="${art.bg}"/>` : `<rect width="${size}" height="${size}" rx="${n1(size * 0.22)}" fill="${art.bg}"/>`;
  const mark =
    `<g transform="translate(${n1(off)} ${n1(off)}) scale(${k})">` +
    `<path d="M19.5 33 L16.5 17.5 Q15.5 10.5 22.5 10.5 L41.5 10.5 Q48.5 10.5 47.5 17.5 L44.5 33" fill="none" stroke="${art.accent}" stroke-width="5.5" stroke-linejoin="round"/>` +
    `<path d="M21.6 55 A17.5 17.5 0 1 1 42.4 55 Z" fill="${art.accent}"/>` +
    `<path d="M32 28 C37 33 40 37 40 42 A8 8 0 0 1 24 42 C24 38.5 26 36 28.5 34 C28.5 37 30 39 32 39.5 C31 35.5 30.5 31.5 32 28Z" fill="${art.bg}"/>` +
    `</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}${mark}</svg>`;
}

export function renderOgImage(w: number, h: number): string {
  const rng = new Rng(hashString('static/og-image.jpg'));
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.hero.backdrop], [1, art.bg]], 0, 0, 1, 1)}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, art.accent, 0.35], [1, art.bg, 0]], 0.8, 0.5, 0.6)}"/>`;
  body += heroLightBars(defs, rng, w, h);
  body += heroBarbell(defs, rng, w, h);
  body += `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.bg, 0.95], [0.55, art.bg, 0.7], [0.8, art.bg, 0]], 0, 0, 1, 0)}"/>`;
  body += brandMark(120, false).replace('<svg ', '<svg x="72" y="96" ');
  const name = 'FORGE 24 FITNESS';
  const size = fitSize(name, w * 0.62, 92, true, 2);
  body += svgText(name, { x: 72, y: 330, size, fill: art.light, condensed: true, spacing: 2 });
  body += `<rect x="72" y="362" width="96" height="7" fill="${art.accent}"/>`;
  body += svgText("Surrey's 24-hour gym on Scott Road", { x: 72, y: 428, size: fitSize("Surrey's 24-hour gym on Scott Road", w * 0.6, 40, false), fill: art.light });
  body += svgText('7488 SCOTT ROAD · SURREY, BC · OPEN 24/7', { x: 72, y: 540, size: 20, fill: art.muted, condensed: true, spacing: 3 });
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

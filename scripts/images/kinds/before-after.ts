/** Before/after cards (before-after/ and progress posts): two pictograms of the same person, split BEFORE | AFTER. */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, fitSize, grain, n1, svgDoc, svgText } from '../svg';
import type { Vec2 } from '../scene';
import { hairShape, type Hair } from './hair';

interface Build {
  shoulder: number;
  waist: number;
  hip: number;
  limb: number;
}

type Pose = 'hang' | 'flex' | 'hips' | 'fists';

/** A full-body pictogram standing on groundY; H is the figure's height. Same hair before and after (same person). */
function figure(cx: number, groundY: number, H: number, b: Build, pose: Pose, fill: string, hair: Hair): string {
  const top = groundY - H;
  const headR = 0.068 * H;
  const yS = top + 0.19 * H;
  const yW = top + 0.42 * H;
  const yH = top + 0.53 * H;
  const sw = b.shoulder * H;
  const ww = b.waist * H;
  const hw = b.hip * H;
  const limb = b.limb * H;
  const torso =
    `<path d="M${n1(cx - sw)} ${n1(yS)} C${n1(cx - sw - 0.01 * H)} ${n1(yS + 0.1 * H)} ${n1(cx - ww)} ${n1(yW - 0.07 * H)} ${n1(cx - ww)} ${n1(yW)} ` +
    `C${n1(cx - ww)} ${n1(yW + 0.05 * H)} ${n1(cx - hw)} ${n1(yH - 0.04 * H)} ${n1(cx - hw)} ${n1(yH + 0.03 * H)} L${n1(cx + hw)} ${n1(yH + 0.03 * H)} ` +
    `C${n1(cx + hw)} ${n1(yH - 0.04 * H)} ${n1(cx + ww)} ${n1(yW + 0.05 * H)} ${n1(cx + ww)} ${n1(yW)} ` +
    `C${n1(cx + ww)} ${n1(yW - 0.07 * H)} ${n1(cx + sw + 0.01 * H)} ${n1(yS + 0.1 * H)} ${n1(cx + sw)} ${n1(yS)} ` +
    `Q${n1(cx)} ${n1(yS - 0.05 * H)} ${n1(cx - sw)} ${n1(yS)}Z"/>`;
  const seg = (a: Vec2, c: Vec2, width: number): string =>
    `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(c[0])}" y2="${n1(c[1])}" stroke="${fill}" stroke-width="${n1(width)}" stroke-linecap="round"/>`;
  const dotAt = (p: Vec2, r: number): string => `<circle cx="${n1(p[0])}" cy="${n1(p[1])}" r="${n1(r)}"/>`;
  let limbs = '';
  const legW = limb * 1.35;
  for (const side of [-1, 1]) {
    const hip: Vec2 = [cx + side * (hw - legW * 0.55), yH];
    const knee: Vec2 = [cx + side * (hw * 0.55), top + 0.76 * H];
    const ankle: Vec2 = [cx + side * (hw * 0.48), groundY - legW * 0.45];
    limbs += seg(hip, knee, legW * 1.18) + seg(knee, ankle, legW * 0.82);
    limbs += `<ellipse cx="${n1(ankle[0] + side * legW * 0.25)}" cy="${n1(groundY - legW * 0.22)}" rx="${n1(legW * 0.6)}" ry="${n1(legW * 0.26)}"/>`;
    const shoulder: Vec2 = [cx + side * (sw - limb * 0.35), yS + limb * 0.4];
    let elbow: Vec2;
    let hand: Vec2;
    if (pose === 'flex') {
      elbow = [cx + side * (sw + 0.16 * H), shoulder[1] + 0.01 * H];
      hand = [cx + side * (sw + 0.13 * H), shoulder[1] - 0.15 * H];
    } else if (pose === 'hips') {
      elbow = [cx + side * (sw + 0.09 * H), yS + 0.14 * H];
      hand = [cx + side * (ww + limb * 0.2), yW];
    } else if (pose === 'fists') {
      elbow = [cx + side * (sw + 0.03 * H), yS + 0.13 * H];
      hand = [cx + side * (sw - 0.03 * H), yS + 0.03 * H];
    } else {
      elbow = [cx + side * (sw + 0.045 * H), yS + 0.16 * H];
      hand = [cx + side * (sw + 0.05 * H), yS + 0.31 * H];
    }
    limbs += seg(shoulder, elbow, limb * 1.12) + seg(elbow, hand, limb * 0.86) + dotAt(hand, limb * 0.55);
    if (pose === 'flex' || pose === 'fists') {
      const mid: Vec2 = [(shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2 - limb * 0.3];
      limbs += dotAt(mid, limb * 0.78);
    }
  }
  const neck = `<rect x="${n1(cx - headR * 0.45)}" y="${n1(top + headR * 1.6)}" width="${n1(headR * 0.9)}" height="${n1(0.19 * H - headR * 1.6 + 2)}"/>`;
  const head = `<ellipse cx="${n1(cx)}" cy="${n1(top + headR)}" rx="${n1(headR * 0.88)}" ry="${n1(headR)}"/>`;
  const hs = hairShape(hair, cx, top - 0.2 * headR, headR / 100);
  return `<g fill="${fill}">${hs.back}${limbs}${torso}${neck}${head}${hs.front}</g>`;
}

/** BEFORE | AFTER split with two pictograms; strong value contrast because the site shows it in grayscale. */
export function renderBeforeAfter(w: number, h: number, rng: Rng, number: string, badge = true): string {
  const defs = new Defs();
  const split = w / 2;
  const slant = w * 0.03;
  const lightAfter = rng.chance(0.35);
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.raised], [1, art.bg]], 0, 0, 0, 1)}"/>`;
  const gridId = defs.uid('ba');
  defs.add(`<pattern id="${gridId}" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="${art.steel}" stroke-width="1" opacity="0.18"/></pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${gridId})"/>`;
  const clipId = defs.uid('cp');
  const rightPts = `${n1(split + slant)},0 ${w},0 ${w},${h} ${n1(split - slant)},${h}`;
  defs.add(`<clipPath id="${clipId}"><polygon points="${rightPts}"/></clipPath>`);
  const right = lightAfter ? defs.linear([[0, art.light], [1, art.people.afterLight]], 0, 0, 0.4, 1) : defs.linear([[0, art.accentHover], [1, art.ember]], 0, 0, 0.4, 1);
  body += `<polygon points="${rightPts}" fill="${right}"/>`;
  let rays = '';
  for (let i = 0; i < 6; i += 1) {
    const y = h * (0.12 + i * 0.14);
    rays += `<line x1="${n1(split - slant)}" y1="${n1(y)}" x2="${w}" y2="${n1(y - w * 0.2)}" stroke="${lightAfter ? art.accent : art.glow.apricot}" stroke-width="${rng.pick([2, 6, 12])}" opacity="${lightAfter ? 0.35 : 0.16}"/>`;
  }
  body += `<g clip-path="url(#${clipId})">${rays}</g>`;
  body += `<line x1="${n1(split + slant)}" y1="0" x2="${n1(split - slant)}" y2="${h}" stroke="${lightAfter ? art.accent : art.light}" stroke-width="6"/>`;
  const H = h * 0.6;
  const ground = h * 0.84;
  const softness = rng.range(0, 1);
  const before: Build = { shoulder: 0.1 + softness * 0.012, waist: 0.1 + softness * 0.04, hip: 0.098 + softness * 0.03, limb: 0.05 + softness * 0.012 };
  const after: Build = { shoulder: 0.125 + rng.range(0, 0.018), waist: 0.072 + rng.range(0, 0.012), hip: 0.08 + rng.range(0, 0.012), limb: 0.05 + rng.range(0, 0.008) };
  const pose = rng.pick<Pose>(['flex', 'hips', 'fists', 'flex', 'hang']);
  const hair = rng.pick<Hair>(['crop', 'bun', 'ponytail', 'buzz', 'curls', 'crop']);
  body += `<ellipse cx="${n1(w * 0.25)}" cy="${n1(ground + 6)}" rx="${n1(w * 0.15)}" ry="14" fill="${art.black}" opacity="0.45"/>`;
  body += `<ellipse cx="${n1(w * 0.75)}" cy="${n1(ground + 6)}" rx="${n1(w * 0.15)}" ry="14" fill="${art.black}" opacity="0.3"/>`;
  body += figure(w * 0.25, ground, H * 0.97, before, 'hang', art.people.before, hair);
  body += figure(w * 0.75, ground, H, after, pose, art.bg, hair);
  const label = fitSize('BEFORE', split * 0.8, 58, true, 4);
  body += svgText('BEFORE', { x: w * 0.25, y: h * 0.12, size: label, fill: art.light, anchor: 'middle', condensed: true, spacing: 4 });
  body += svgText('AFTER', { x: w * 0.75, y: h * 0.12, size: label, fill: art.bg, anchor: 'middle', condensed: true, spacing: 4 });
  if (badge) {
    body += `<circle cx="${n1(split)}" cy="${n1(h * 0.925)}" r="54" fill="${art.accent}" stroke="${art.bg}" stroke-width="6"/>`;
    body += svgText(`#${number}`, { x: split, y: h * 0.925 + 14, size: 38, fill: art.ink, anchor: 'middle', condensed: true });
  }
  body += grain(defs, rng, w, h, 0.5);
  return svgDoc(w, h, defs, body);
}

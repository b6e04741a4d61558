/** The gym's front at night (tour images about the entrance, the parking or the sign). */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, grain, n1, r1, svgDoc, vignette } from '../svg';
import { Scene, perspectiveCamera } from '../scene';

/** The gym's front at night: lit glass, the sign, free parking. */
export function renderEntrance(w: number, h: number, rng: Rng): string {
  const defs = new Defs();
  const cam = perspectiveCamera({
    width: w,
    height: h,
    pos: [rng.range(-2, 2), 1.7, 0],
    yaw: rng.range(-0.08, 0.08),
    focal: Math.max(w, h * 1.3) * 0.62,
    horizon: h * 0.56,
    fogStart: 10,
    fogEnd: 60,
    fogMax: 0.4,
  });
  const s = new Scene(cam, defs, art.entrance.fog);
  const sky = defs.linear([[0, art.entrance.sky[0]], [0.55, art.entrance.sky[1]], [1, art.entrance.sky[2]]], 0, 0, 0, 1);
  let body = `<rect width="${w}" height="${h}" fill="${sky}"/>`;
  for (let i = 0; i < 40; i += 1) body += `<circle cx="${n1(rng.range(0, w))}" cy="${n1(rng.range(0, h * 0.35))}" r="${n1(rng.range(0.6, 1.6))}" fill="${art.entrance.star}" opacity="${r1(rng.range(0.2, 0.7))}"/>`;
  const zf = 16;
  s.polygon([[-60, 0, 0.3], [60, 0, 0.3], [60, 0, 80], [-60, 0, 80]], art.entrance.ground[0], { layer: 0, fill: defs.linear([[0, art.entrance.ground[0]], [1, art.entrance.ground[1]]], 0, 1, 0, 0) });
  for (let x = -14; x <= 14; x += 2.8) s.polygon([[x, 0.002, 3], [x + 0.12, 0.002, 3], [x + 0.12, 0.002, 8.5], [x, 0.002, 8.5]], art.entrance.parkingLine, { layer: 1, emissive: true, opacity: 0.55 });
  s.polygon([[-30, 0.003, 11], [30, 0.003, 11], [30, 0.003, 11.3], [-30, 0.003, 11.3]], art.accent, { layer: 1, emissive: true, opacity: 0.5 });
  s.box([-30, 0, zf], [30, 0.15, zf + 4], art.slate, { layer: 1 });
  s.box([-11, 0, zf], [11, 7, zf + 6], art.raised, { faces: { nz: art.entrance.facade }, top: art.slate });
  s.box([-30, 0, zf + 1.5], [-11, 5, zf + 6], art.entrance.neighbour, { faces: { nz: art.entrance.neighbourFront } });
  s.box([11, 0, zf + 1.5], [30, 5.5, zf + 6], art.entrance.neighbour, { faces: { nz: art.entrance.neighbourFront } });
  const zg = zf - 0.01;
  const glass = defs.linear([[0, art.entrance.glass[0]], [0.6, art.entrance.glass[1]], [1, art.entrance.glass[2]]], 0, 0, 0, 1);
  for (let x = -9.5; x < 9.4; x += 2.4) {
    const isDoor = Math.abs(x + 1.2) < 0.1;
    s.polygon([[x, 0.15, zg], [x + 2.2, 0.15, zg], [x + 2.2, 4.2, zg], [x, 4.2, zg]], art.accent, { layer: 2, fill: glass, opacity: isDoor ? 1 : 0.82 });
    for (let k = 0; k < 3; k += 1) s.polygon([[x + 0.3 + k * 0.6, 0.15, zg - 0.005], [x + 0.55 + k * 0.6, 0.15, zg - 0.005], [x + 0.55 + k * 0.6, 1.1 + (k % 2) * 0.3, zg - 0.005], [x + 0.3 + k * 0.6, 1.1 + (k % 2) * 0.3, zg - 0.005]], art.entrance.silhouette, { layer: 2, emissive: true, opacity: 0.55 });
  }
  s.box([-1.2, 0.15, zg - 0.05], [-1.1, 4.2, zg], art.entrance.doorFrame);
  s.box([1.6, 1.1, zg - 0.08], [1.75, 1.35, zg], art.gear.seat, { faces: { nz: art.accent } });
  s.box([-10.5, 4.5, zf - 0.4], [10.5, 5.9, zf], art.entrance.signBox, { top: art.raised });
  const glow = defs.blur(16);
  s.label([0, 4.85, zf - 0.45], 'FORGE 24 FITNESS', 0.95, art.accent, { layer: 3, spacing: 0.06, filter: glow, opacity: 0.9 });
  s.label([0, 4.85, zf - 0.45], 'FORGE 24 FITNESS', 0.95, art.glow.candle, { layer: 3, spacing: 0.06 });
  s.box([6.2, 2.8, zf - 0.3], [8.2, 3.8, zf - 0.05], art.entrance.signBox);
  s.label([7.2, 3.02, zf - 0.32], '24/7', 0.75, art.light, { layer: 3 });
  s.polygon([[-12, 0.003, zf - 1], [12, 0.003, zf - 1], [9, 0.003, zf - 7], [-9, 0.003, zf - 7]], art.glow.peach, { layer: 1, emissive: true, opacity: 0.18, filter: defs.blur(30) });
  for (const x of [-13, 13]) {
    s.box([x - 0.1, 0, 9], [x + 0.1, 6, 9.2], art.slate);
    s.box([x - 0.9, 6, 9], [x + 0.1, 6.15, 9.3], art.slate);
    s.sphere([x - 0.7, 5.9, 9.15], 0.25, art.warmWhite, { layer: 3 });
    s.polygon([[x - 3, 0.003, 6], [x + 2, 0.003, 6], [x + 2, 0.003, 12], [x - 3, 0.003, 12]], art.warmWhite, { layer: 1, emissive: true, opacity: 0.09, filter: defs.blur(40) });
  }
  body += s.toSvg() + grain(defs, rng, w, h, 0.8) + vignette(defs, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

/** The home page's hero (hero/): bold, dramatic, diagonal; a loaded barbell in orange light. */
import { art } from '../../../src/styles/art-palette';
import { shade } from '../color';
import type { Rng } from '../rng';
import { Defs, grain, n1, r1, svgDoc, svgText, vignette } from '../svg';
import type { Vec2 } from '../scene';

export function renderHero(w: number, h: number, rng: Rng): string {
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.hero.backdrop], [1, art.bg]], 0, 0, 1, 1)}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, art.accent, 0.38], [0.45, art.ember, 0.12], [1, art.bg, 0]], 0.7, 0.42, 0.6)}"/>`;
  body += heroFloorGrid(w, h);
  body += svgText('24', { x: w * 0.99, y: h * 0.9, size: h * 0.95, fill: 'none', anchor: 'end', condensed: true, stroke: art.steel, strokeWidth: 3, opacity: 0.22 });
  body += heroLightBars(defs, rng, w, h);
  body += heroBarbell(defs, rng, w, h);
  body += heroSparks(defs, rng, w, h);
  body += `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.bg, 0.85], [0.45, art.bg, 0.35], [0.62, art.bg, 0]], 0, 0, 1, 0)}"/>`;
  body += grain(defs, rng, w, h, 1) + vignette(defs, w, h, 0.65);
  return svgDoc(w, h, defs, body);
}

function heroFloorGrid(w: number, h: number): string {
  const vx = w * 0.62;
  const vy = h * 0.52;
  let out = `<g stroke="${art.steel}" stroke-width="1" opacity="0.16">`;
  for (let i = -14; i <= 14; i += 1) out += `<line x1="${n1(vx)}" y1="${n1(vy)}" x2="${n1(vx + i * w * 0.09)}" y2="${h}"/>`;
  for (let k = 1; k < 9; k += 1) {
    const y = vy + (h - vy) * Math.pow(k / 8, 1.8);
    out += `<line x1="0" y1="${n1(y)}" x2="${w}" y2="${n1(y)}" opacity="${r1((k / 8))}"/>`;
  }
  return `${out}</g>`;
}

export function heroLightBars(defs: Defs, rng: Rng, w: number, h: number): string {
  const angle = rng.range(-32, -22);
  const glow = defs.blur(22);
  let out = '';
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const cx = w * rng.range(0.45, 0.95);
    const cy = h * rng.range(0.2, 0.8);
    const thick = rng.pick([10, 18, 34, 60, 90]);
    const fill = defs.linear([[0, art.accent, 0], [0.5, i % 3 === 0 ? art.glow.peach : art.accent, 0.95], [1, art.accent, 0]], 0, 0, 1, 0);
    const rect = `x="${n1(cx - w)}" y="${n1(cy - thick / 2)}" width="${n1(w * 2)}" height="${thick}" transform="rotate(${n1(angle)} ${n1(cx)} ${n1(cy)})"`;
    out += `<rect ${rect} fill="${fill}" filter="${glow}" opacity="0.8"/>`;
    out += `<rect ${rect} fill="${fill}" opacity="${r1(rng.range(0.35, 0.8))}"/>`;
  }
  return out;
}

/** A loaded barbell receding along a strong diagonal, near plates cropped by the frame. */
export function heroBarbell(defs: Defs, rng: Rng, w: number, h: number): string {
  const far: Vec2 = [w * rng.range(0.36, 0.42), h * rng.range(0.3, 0.36)];
  const near: Vec2 = [w * rng.range(0.86, 0.9), h * rng.range(0.8, 0.86)];
  const ang = (Math.atan2(near[1] - far[1], near[0] - far[0]) * 180) / Math.PI;
  const at = (t: number): Vec2 => [far[0] + (near[0] - far[0]) * t, far[1] + (near[1] - far[1]) * t];
  const plate = (p: Vec2, r: number, color: string, rim: string): string => {
    const face = defs.radial([[0, shade(color, 1.25)], [0.7, color], [1, shade(color, 0.6)]], 0.35, 0.35, 0.8);
    return (
      `<g transform="translate(${n1(p[0])} ${n1(p[1])}) rotate(${n1(ang)})">` +
      `<ellipse rx="${n1(r * 0.36)}" ry="${n1(r)}" fill="${shade(color, 0.55)}"/>` +
      `<ellipse cx="${n1(r * 0.05)}" rx="${n1(r * 0.33)}" ry="${n1(r * 0.94)}" fill="${face}" stroke="${rim}" stroke-width="${n1(Math.max(1.5, r * 0.025))}"/>` +
      `<ellipse cx="${n1(r * 0.05)}" rx="${n1(r * 0.22)}" ry="${n1(r * 0.62)}" fill="none" stroke="${shade(color, 1.4)}" stroke-width="${n1(Math.max(1, r * 0.012))}" opacity="0.6"/>` +
      `<ellipse cx="${n1(r * 0.05)}" rx="${n1(r * 0.06)}" ry="${n1(r * 0.16)}" fill="${art.gear.chrome}"/>` +
      `</g>`
    );
  };
  const barFill = defs.linear([[0, art.hero.barShadow], [0.5, art.hero.barShine], [1, art.hero.barShadow]], 0, 0, 0, 1);
  const dx = near[0] - far[0];
  const dy = near[1] - far[1];
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const w0 = 3;
  const w1 = 14;
  const barPts = [
    [far[0] + nx * w0, far[1] + ny * w0],
    [near[0] + nx * w1, near[1] + ny * w1],
    [near[0] - nx * w1, near[1] - ny * w1],
    [far[0] - nx * w0, far[1] - ny * w0],
  ].map((p) => `${n1(p[0])},${n1(p[1])}`).join(' ');
  let out = '';
  const rFar = h * 0.13;
  const rNear = h * 0.42;
  out += plate(at(0.015), rFar * 0.98, art.raised, art.accent);
  out += plate(at(0.04), rFar, art.accent, art.glow.peach);
  out += `<polygon points="${barPts}" fill="${barFill}"/>`;
  out += plate(at(0.86), rNear * 0.92, art.accent, art.glow.apricot);
  out += plate(at(0.93), rNear, art.raised, art.accent);
  out += plate(at(1.0), rNear * 0.97, art.gear.frame, art.steel);
  return out;
}

function heroSparks(defs: Defs, rng: Rng, w: number, h: number): string {
  const blur = defs.blur(2);
  let out = '';
  for (let i = 0; i < 70; i += 1) {
    const x = w * rng.range(0.45, 1);
    const y = h * rng.range(0.05, 0.95);
    const l = rng.range(4, 26);
    const a = rng.range(-80, -40);
    const col = rng.pick([art.accent, art.glow.peach, art.glow.cream]);
    out += `<line x1="${n1(x)}" y1="${n1(y)}" x2="${n1(x + l * Math.cos((a * Math.PI) / 180))}" y2="${n1(y + l * Math.sin((a * Math.PI) / 180))}" stroke="${col}" stroke-width="${n1(rng.range(1, 3))}" stroke-linecap="round" opacity="${r1(rng.range(0.3, 0.95))}"${rng.chance(0.3) ? ` filter="${blur}"` : ''}/>`;
  }
  return out;
}

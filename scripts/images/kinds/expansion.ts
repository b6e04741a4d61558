/**
 * The expansion (expansion/ and construction posts): an architect's render of the new rooms, a cut-away
 * isometric room in steel blue with orange accents, a dimension line, a north arrow and a title.
 */
import { art } from '../../../src/styles/art-palette';
import { shade } from '../color';
import type { Rng } from '../rng';
import { Defs, fitSize, grain, n1, svgDoc, svgText } from '../svg';
import { Scene, isometricCamera, type Vec2 } from '../scene';
import { bench, dumbbellRack, kettlebell, powerRack, sled } from '../props';

export type ExpansionVariant = 'sauna' | 'group' | 'shower' | 'recovery' | 'floor';

export const EXPANSION_KEYWORDS: [ExpansionVariant, string[]][] = [
  ['sauna', ['sauna', 'heat', 'cedar']],
  ['shower', ['shower', 'washroom', 'change']],
  ['recovery', ['recovery', 'lounge', 'wellness', 'massage', 'cold']],
  ['group', ['group', 'class', 'studio', 'sprung']],
  ['floor', ['floor', 'training', 'rack', 'turf']],
];

const EXPANSION_TITLES: Record<ExpansionVariant, string> = {
  sauna: 'SAUNA',
  group: 'GROUP FITNESS ROOM',
  shower: 'PRIVATE SHOWERS',
  recovery: 'RECOVERY LOUNGE',
  floor: 'NEW TRAINING FLOOR',
};

const ISO = { x: 10, z: 8, h: 3.2 };

function isoShell(s: Scene, floor: string, wall: string): void {
  s.box([-0.25, -0.35, -0.25], [ISO.x, 0, ISO.z], floor, { layer: 0, top: shade(floor, 1.05) });
  for (let x = 1; x < ISO.x; x += 1) s.segment([x, 0.001, 0], [x, 0.001, ISO.z], shade(floor, 0.85), 0.01, { layer: 0 });
  for (let z = 1; z < ISO.z; z += 1) s.segment([0, 0.001, z], [ISO.x, 0.001, z], shade(floor, 0.85), 0.01, { layer: 0 });
  s.box([-0.25, 0, -0.25], [0, ISO.h, ISO.z], wall, { layer: 0 });
  s.box([0, 0, -0.25], [ISO.x, ISO.h, 0], wall, { layer: 0 });
}

function isoSauna(s: Scene, rng: Rng): void {
  const cedar = art.gear.woodLight;
  s.box([0, 0, 0], [5.2, ISO.h - 0.4, 0.05], art.gear.wood, { layer: 1 });
  s.box([0, 0, 0], [0.05, ISO.h - 0.4, 4.6], art.gear.wood, { layer: 1 });
  for (let x = 0.25; x < 5.2; x += 0.25) s.segment([x, 0.05, 0.06], [x, ISO.h - 0.45, 0.06], shade(art.gear.wood, 0.75), 0.015, { layer: 1 });
  for (let z = 0.25; z < 4.6; z += 0.25) s.segment([0.06, 0.05, z], [0.06, ISO.h - 0.45, z], shade(art.gear.wood, 0.75), 0.015, { layer: 1 });
  s.box([0.05, 0, 0.05], [5.2, 0.45, 1.3], cedar, { top: art.gear.cedarTop });
  s.box([0.05, 0.45, 0.05], [5.2, 0.95, 0.7], cedar, { top: art.gear.cedarTop });
  s.box([0.05, 0, 1.3], [1.3, 0.45, 4.6], cedar, { top: art.gear.cedarTop });
  s.box([0.05, 0.45, 0.7], [0.7, 0.95, 4.6], cedar, { top: art.gear.cedarTop });
  s.box([3.8, 0, 3.3], [4.6, 0.8, 4.1], art.gear.frame, { top: art.slate });
  for (let i = 0; i < 14; i += 1) s.sphere([3.9 + rng.range(0, 0.6), 0.85 + rng.range(0, 0.1), 3.4 + rng.range(0, 0.6)], 0.09, i % 3 ? art.expansion.stones : art.accent);
  s.sphere([4.2, 1.1, 3.7], 0.5, art.accent, { layer: 3, opacity: 0.35 });
  s.box([5.2, 0, 0], [5.25, ISO.h - 0.4, 4.6], art.expansion.glass, { opacity: 0.35 });
  s.box([0, 0, 4.6], [5.2, ISO.h - 0.4, 4.65], art.expansion.glass, { opacity: 0.35 });
  s.prism([2.6, 0, 2.6], 1, 0.18, 0.3, 10, art.gear.wood);
  for (let i = 0; i < 3; i += 1) s.box([6 + i * 1.2, 0, 1], [6.8 + i * 1.2, 0.45, 2.6], art.steelDark, { top: art.steel });
  s.box([6, 0, 5.5], [9.4, 0.02, 7.5], art.accent, { layer: 1, opacity: 0.9 });
}

function isoGroup(s: Scene, rng: Rng): void {
  s.box([0.02, 0.1, 0.5], [0.06, 2.6, 7.5], art.expansion.window, { opacity: 0.85 });
  s.box([0.5, 0.1, 0.02], [9.5, 2.6, 0.06], art.expansion.window, { opacity: 0.85 });
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 4; c += 1) {
      const x = 1.8 + c * 2;
      const z = 2 + r * 1.9;
      s.box([x, 0, z], [x + 0.8, 0.03, z + 1.5], (r + c) % 3 === 0 ? art.accent : art.steelDark, { layer: 1 });
      if ((r + c) % 2 === 0) kettlebell(s, x + 0.4, z - 0.25, 0.13, rng.pick([art.accent, art.raised]));
    }
  }
  s.box([8.8, 0, 0.3], [9.8, 0.8, 1.2], art.gear.frame, { top: art.slate });
  for (let i = 0; i < 6; i += 1) s.sphere([9.0 + (i % 3) * 0.3, 0.95, 0.5 + Math.floor(i / 3) * 0.4], 0.14, i % 2 ? art.accent : art.steel);
  s.box([0.1, 2.7, 0.1], [0.5, 3.1, 0.5], art.gear.frame);
}

function isoShower(s: Scene): void {
  for (let i = 0; i < 5; i += 1) {
    const x0 = 0.4 + i * 1.8;
    s.box([x0, 0, 0], [x0 + 0.08, 2.4, 1.8], art.expansion.tile, { top: art.white });
    s.box([x0 + 0.08, 0, 1.72], [x0 + 1.72, 2.1, 1.78], art.expansion.glass, { opacity: 0.45 });
    s.box([x0 + 0.7, 2.2, 0.05], [x0 + 1.1, 2.26, 0.5], art.gear.chrome);
    s.box([x0 + 1.2, 1.6, 1.6], [x0 + 1.24, 1.64, 1.7], art.accent);
    s.box([x0 + 0.1, 0.002, 0.05], [x0 + 1.7, 0.01, 1.7], art.expansion.drain, { layer: 1 });
  }
  s.box([9.4, 0, 0], [9.48, 2.4, 1.8], art.expansion.tile, { top: art.white });
  for (let i = 0; i < 2; i += 1) s.box([1.5 + i * 4, 0.4, 4], [4.5 + i * 4, 0.48, 4.5], art.gear.woodLight, { top: art.gear.woodTop });
  s.box([0.05, 0, 3], [0.6, 2.2, 7.5], art.steelDark, { top: art.steel });
  for (let z = 3.4; z < 7.4; z += 0.55) s.box([0.6, 1.0, z], [0.62, 1.15, z + 0.05], art.accent);
}

function isoRecovery(s: Scene, rng: Rng): void {
  s.box([0.5, 0, 0.5], [3.2, 0.9, 2.2], art.expansion.tile, { top: art.white });
  s.box([0.65, 0.9, 0.65], [3.05, 0.905, 2.05], art.expansion.pool, { emissive: true });
  s.box([4, 0, 0.5], [6.7, 0.9, 2.2], art.expansion.tile, { top: art.white });
  s.box([4.15, 0.9, 0.65], [6.55, 0.905, 2.05], art.accent, { emissive: true, opacity: 0.85 });
  for (let i = 0; i < 3; i += 1) {
    const x = 1 + i * 2.4;
    s.box([x, 0, 4.3], [x + 0.9, 0.45, 5.3], art.steelDark, { top: art.steel });
    s.box([x, 0.45, 4.3], [x + 0.9, 1.25, 4.55], art.steelDark, { top: art.steel });
    s.box([x + 0.25, 0.2, 5.3], [x + 0.65, 0.35, 6.1], art.steelDark, { top: art.steel });
  }
  for (let i = 0; i < 5; i += 1) s.prism([8.1, 0.08, 0.8 + i * 0.35], 0, 0.08, 0.9, 10, rng.pick([art.accent, art.raised, art.light]));
  s.box([7.6, 0, 4], [9.6, 0.02, 7.5], art.steel, { layer: 1 });
  s.box([7.9, 0, 4.3], [9.3, 0.025, 5.6], art.accent, { layer: 1 });
}

function isoTrainingFloor(s: Scene, rng: Rng): void {
  s.box([3.5, 0, 5.5], [10, 0.02, 7.7], art.gear.turf, { layer: 1 });
  for (let x = 4; x < 10; x += 1.5) s.box([x, 0.02, 5.5], [x + 0.05, 0.025, 7.7], art.gear.turfLine, { layer: 1 });
  for (let i = 0; i < 3; i += 1) powerRack(s, rng, 'x', 2 + i * 2.8, 1.2, true);
  dumbbellRack(s, rng, 0, 1, 2.5, 7.5);
  sled(s, 8.5, 6.6);
  for (let i = 0; i < 2; i += 1) bench(s, 2.5 + i * 2.5, 3.8, 'x');
}

function isoWindows(s: Scene): void {
  for (let x = 0.5; x < ISO.x - 0.4; x += 1.6) s.polygon([[x, 0.9, 0.001], [x + 1.3, 0.9, 0.001], [x + 1.3, ISO.h - 0.3, 0.001], [x, ISO.h - 0.3, 0.001]], art.expansion.window, { layer: 0, emissive: true, opacity: 0.8 }, [0, 0, 1]);
}

/** Architectural-render look: a cut-away isometric room in steel blue with orange accents and callouts. */
export function renderExpansion(w: number, h: number, rng: Rng, variant: ExpansionVariant, compact = false): string {
  const defs = new Defs();
  const scale = Math.min((w * 0.82) / ((ISO.x + ISO.z) * 0.866), (h * 0.74) / ((ISO.x + ISO.z) * 0.5 + ISO.h));
  const origin: Vec2 = [w / 2 + ((ISO.z - ISO.x) * 0.866 * scale) / 2, h * 0.5 - ((ISO.x + ISO.z) * 0.5 - ISO.h) * scale * 0.5 + (compact ? 0 : h * 0.03)];
  const s = new Scene(isometricCamera(origin, scale), defs, art.bg, art.expansion.edge);
  const bg = defs.linear([[0, art.expansion.sky], [1, art.bg]], 0, 0, 0, 1);
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const gridId = defs.uid('bp');
  defs.add(`<pattern id="${gridId}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${art.steel}" stroke-width="0.6" opacity="0.22"/></pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${gridId})"/>`;
  body += `<ellipse cx="${n1(w / 2)}" cy="${n1(h * 0.6)}" rx="${n1(w * 0.45)}" ry="${n1(h * 0.3)}" fill="${art.steel}" opacity="0.12" filter="${defs.blur(60)}"/>`;
  const [floor, wall] = art.expansion[variant];
  isoShell(s, floor, wall);
  if (variant === 'floor' || variant === 'group') isoWindows(s);
  const builders: Record<ExpansionVariant, () => void> = {
    sauna: () => isoSauna(s, rng),
    group: () => isoGroup(s, rng),
    shower: () => isoShower(s),
    recovery: () => isoRecovery(s, rng),
    floor: () => isoTrainingFloor(s, rng),
  };
  builders[variant]();
  body += s.toSvg();
  body += isoAnnotations(s, w, h, variant, compact);
  body += grain(defs, rng, w, h, 0.4);
  return svgDoc(w, h, defs, body);
}

function isoAnnotations(s: Scene, w: number, h: number, variant: ExpansionVariant, compact: boolean): string {
  let out = '';
  const a = s.cam.point([0, 0, ISO.z + 0.6]);
  const b = s.cam.point([ISO.x, 0, ISO.z + 0.6]);
  if (a && b) {
    out += `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(b[0])}" y2="${n1(b[1])}" stroke="${art.accent}" stroke-width="1.5"/>`;
    for (const p of [a, b]) out += `<circle cx="${n1(p[0])}" cy="${n1(p[1])}" r="4" fill="${art.accent}"/>`;
  }
  const c = s.cam.point([ISO.x + 0.6, 0, 0]);
  const d = s.cam.point([ISO.x + 0.6, 0, ISO.z]);
  if (c && d) {
    out += `<line x1="${n1(c[0])}" y1="${n1(c[1])}" x2="${n1(d[0])}" y2="${n1(d[1])}" stroke="${art.steelLight}" stroke-width="1.2" stroke-dasharray="6 5"/>`;
  }
  const title = EXPANSION_TITLES[variant];
  const pad = compact ? 36 : 48;
  const size = fitSize(title, w * 0.5, compact ? 34 : 40, true, 2);
  out += `<rect x="${pad}" y="${pad}" width="6" height="${n1(size * 1.9)}" fill="${art.accent}"/>`;
  out += svgText('EXPANSION · CONCEPT', { x: pad + 20, y: pad + 16, size: 14, fill: art.steelLight, spacing: 3, condensed: true });
  out += svgText(title, { x: pad + 20, y: pad + 18 + size, size, fill: art.light, condensed: true, spacing: 2 });
  if (!compact) {
    const nx = w - pad - 30;
    const ny = pad + 30;
    out += `<circle cx="${nx}" cy="${ny}" r="24" fill="none" stroke="${art.steelLight}" stroke-width="1.2" opacity="0.7"/>`;
    out += `<path d="M${nx} ${ny - 20}L${nx + 7} ${ny + 4}L${nx} ${ny - 2}L${nx - 7} ${ny + 4}Z" fill="${art.accent}"/>`;
    out += svgText('N', { x: nx, y: ny + 44, size: 13, fill: art.steelLight, anchor: 'middle' });
    out += svgText('FORGE 24 FITNESS', { x: w - pad, y: h - pad + 4, size: 14, fill: art.steelLight, anchor: 'end', spacing: 3, condensed: true });
    out += `<line x1="${w - pad - 180}" y1="${h - pad - 16}" x2="${w - pad}" y2="${h - pad - 16}" stroke="${art.steel}" stroke-width="1"/>`;
  }
  return out;
}

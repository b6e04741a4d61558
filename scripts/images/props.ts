/**
 * Gym equipment as 3D props for the scenes (positions in metres; y is up, the camera looks along +z).
 */
import { art } from '../../src/styles/art-palette';
import { shade } from './color';
import type { Rng } from './rng';
import { n1 } from './svg';
import type { Scene, Vec3 } from './scene';

export type Axis = 'x' | 'z';

/** Maps a local box (u along `axis`, w across it) at (cx, cz) to a world box. */
function placeBox(axis: Axis, cx: number, cz: number, u0: number, u1: number, y0: number, y1: number, w0: number, w1: number): [Vec3, Vec3] {
  return axis === 'x' ? [[cx + u0, y0, cz + w0], [cx + u1, y1, cz + w1]] : [[cx + w0, y0, cz + u0], [cx + w1, y1, cz + u1]];
}

function localPoint(axis: Axis, cx: number, cz: number, u: number, y: number, w: number): Vec3 {
  return axis === 'x' ? [cx + u, y, cz + w] : [cx + w, y, cz + u];
}

function plateColor(rng: Rng): string {
  return rng.pick([art.raised, art.raised, art.gear.plate, art.accent, art.steelDark]);
}

/** A loaded barbell whose bar runs along `axis`, centred at (cx, y, cz). */
export function barbell(s: Scene, rng: Rng, axis: Axis, cx: number, y: number, cz: number, plates = 2): void {
  const ax = axis === 'x' ? 0 : 2;
  const start = localPoint(axis, cx, cz, -1.1, y, 0);
  s.prism(start, ax, 0.016, 2.2, 6, art.gear.chrome);
  const colors = Array.from({ length: plates }, () => plateColor(rng));
  for (const side of [-1, 1]) {
    colors.forEach((col, i) => {
      const r = 0.225 - i * 0.02;
      const u = side * (0.72 + i * 0.055) - (side < 0 ? 0.05 : 0);
      s.prism(localPoint(axis, cx, cz, u, y, 0), ax, r, 0.05, 14, col, { cap: shade(col, 0.8) });
    });
  }
}

export function powerRack(s: Scene, rng: Rng, axis: Axis, cx: number, cz: number, loaded = true): void {
  const frame = rng.pick([art.raised, art.gear.frame, art.steelDark]);
  for (const u of [-0.62, 0.54]) {
    for (const w of [-0.55, 0.47]) {
      const [a, b] = placeBox(axis, cx, cz, u, u + 0.08, 0, 2.35, w, w + 0.08);
      s.box(a, b, frame);
    }
  }
  for (const w of [-0.55, 0.47]) {
    const [a, b] = placeBox(axis, cx, cz, -0.62, 0.62, 2.27, 2.35, w, w + 0.08);
    s.box(a, b, frame);
  }
  for (const u of [-0.62, 0.54]) {
    const [a, b] = placeBox(axis, cx, cz, u, u + 0.08, 2.27, 2.35, -0.55, 0.55);
    s.box(a, b, frame);
  }
  const [sa, sb] = placeBox(axis, cx, cz, -0.62, 0.62, 0.9, 0.95, -0.6, -0.5);
  s.box(sa, sb, art.accent);
  if (loaded) barbell(s, rng, axis, cx, 1.4, cz + (axis === 'x' ? -0.5 : 0), rng.int(1, 3));
}

export function platform(s: Scene, axis: Axis, cx: number, cz: number): void {
  const [a, b] = placeBox(axis, cx, cz, -1.3, 1.3, 0, 0.05, -1.2, 1.2);
  s.box(a, b, art.gear.rubber, { layer: 1, top: art.gear.rubberTop });
  const [c, d] = placeBox(axis, cx, cz, -0.5, 0.5, 0, 0.052, -1.2, 1.2);
  s.box(c, d, art.gear.woodLight, { layer: 1, top: art.gear.oakTop });
}

export function bench(s: Scene, cx: number, cz: number, along: Axis = 'z', pad: string = art.gear.pad): void {
  const [a, b] = placeBox(along, cx, cz, -0.6, 0.6, 0.4, 0.5, -0.15, 0.15);
  s.box(a, b, pad, { top: shade(pad, 1.15) });
  for (const u of [-0.45, 0.38]) {
    const [c, d] = placeBox(along, cx, cz, u, u + 0.07, 0, 0.4, -0.12, 0.12);
    s.box(c, d, art.gear.metal);
  }
}

/** A two-tier dumbbell rack along a side wall, from z0 to z1; `inward` is +1 on the left wall, -1 on the right. */
export function dumbbellRack(s: Scene, rng: Rng, xWall: number, inward: number, z0: number, z1: number): void {
  const xa = xWall;
  const xb = xWall + inward * 0.75;
  const lo = Math.min(xa, xb);
  const hi = Math.max(xa, xb);
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / Math.max(1, Math.round((z1 - z0) / 2))) {
    s.box([lo, 0, z - 0.04], [hi, 0.85, z + 0.04], art.gear.metal);
  }
  const heads = [art.gear.dumbbell, art.gear.dumbbell, art.gear.dumbbellAlt];
  for (const y of [0.38, 0.8]) {
    s.box([lo, y - 0.05, z0], [hi, y, z1], art.gear.shelf);
    let i = 0;
    for (let z = z0 + 0.25; z < z1 - 0.15; z += 0.34) {
      const r = 0.07 + ((i % 12) / 12) * 0.06 + (y < 0.5 ? 0.03 : 0);
      const head = heads[i % heads.length];
      const xIn = xWall + inward * 0.1;
      const xOut = xWall + inward * 0.6;
      s.prism([Math.min(xIn, xOut) + 0.1, y + r, z], 0, 0.018, Math.abs(xOut - xIn) - 0.1, 6, art.gear.chrome);
      for (const x of [xIn, xOut]) s.prism([x - 0.055, y + r, z], 0, r, 0.11, 6, head, { turn: Math.PI / 6, cap: i % 4 === 0 ? art.accent : shade(head, 1.3) });
      i += 1;
    }
    if (rng.chance(0.3)) i += 1;
  }
}

export function treadmill(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.42, 0, cz], [cx + 0.42, 0.22, cz + 1.9], art.gear.base);
  s.box([cx - 0.32, 0.22, cz + 0.1], [cx + 0.32, 0.24, cz + 1.65], art.gear.belt);
  for (const x of [-0.4, 0.34]) s.box([cx + x, 0.22, cz + 1.72], [cx + x + 0.06, 1.25, cz + 1.8], art.gear.metal);
  s.box([cx - 0.42, 1.18, cz + 1.66], [cx + 0.42, 1.42, cz + 1.86], art.gear.shelf, { faces: { nz: art.gear.screen } });
  for (const x of [-0.42, 0.36]) s.box([cx + x, 1.0, cz + 1.2], [cx + x + 0.06, 1.06, cz + 1.8], art.gear.metal);
}

export function bike(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.25, 0, cz], [cx + 0.25, 0.06, cz + 1.2], art.gear.base);
  s.prism([cx - 0.06, 0.45, cz + 1.0], 0, 0.3, 0.12, 16, art.raised, { cap: art.accent });
  s.box([cx - 0.05, 0.06, cz + 0.3], [cx + 0.05, 0.95, cz + 0.4], art.gear.metal);
  s.box([cx - 0.14, 0.95, cz + 0.22], [cx + 0.14, 1.02, cz + 0.5], art.gear.seat);
  s.box([cx - 0.05, 0.4, cz + 0.9], [cx + 0.05, 1.2, cz + 1.0], art.gear.metal);
  s.box([cx - 0.3, 1.18, cz + 0.85], [cx + 0.3, 1.24, cz + 0.95], art.gear.metal);
}

export function rower(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.06, 0.12, cz], [cx + 0.06, 0.22, cz + 2.4], art.gear.metal);
  s.prism([cx - 0.15, 0.4, cz + 2.2], 0, 0.3, 0.3, 14, art.raised, { cap: art.gear.flywheel });
  s.box([cx - 0.18, 0.22, cz + 0.8], [cx + 0.18, 0.3, cz + 1.1], art.gear.seat);
  s.box([cx - 0.2, 0, cz], [cx + 0.2, 0.12, cz + 0.1], art.gear.base);
}

export function heavyBag(s: Scene, cx: number, cz: number, ceiling: number, color: string): void {
  s.prism([cx, 0.55, cz], 1, 0.18, 1.15, 12, color, { cap: shade(color, 0.8) });
  s.prism([cx, 1.7, cz], 1, 0.12, 0.06, 12, art.gear.metal);
  s.segment([cx, 1.76, cz], [cx, ceiling, cz], art.gear.metal, 0.015);
}

export function mat(s: Scene, cx: number, cz: number, w: number, l: number, color: string): void {
  s.box([cx - w / 2, 0, cz - l / 2], [cx + w / 2, 0.015, cz + l / 2], color, { layer: 1 });
}

export function roller(s: Scene, cx: number, cz: number, color: string): void {
  s.prism([cx - 0.45, 0.075, cz], 0, 0.075, 0.9, 10, color, { cap: shade(color, 1.2) });
}

export function kettlebell(s: Scene, cx: number, cz: number, r: number, color: string): void {
  s.sphere([cx, r, cz], r, color);
  const p = s.cam.point([cx, r * 2.05, cz]);
  if (!p) return;
  const k = s.cam.scale([cx, r * 2, cz]);
  s.add(2, s.cam.depth([cx, r, cz]) - 0.01, `<ellipse cx="${n1(p[0])}" cy="${n1(p[1])}" rx="${n1(r * 0.7 * k)}" ry="${n1(r * 0.55 * k)}" fill="none" stroke="${shade(color, 0.7)}" stroke-width="${n1(Math.max(1, r * 0.22 * k))}"/>`);
}

export function plyoBox(s: Scene, cx: number, cz: number, h: number, color: string): void {
  s.box([cx - 0.38, 0, cz - 0.3], [cx + 0.38, h, cz + 0.3], color, { top: shade(color, 1.1) });
}

export function sled(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.35, 0, cz - 0.45], [cx + 0.35, 0.08, cz + 0.45], art.gear.metal);
  s.prism([cx, 0.08, cz], 1, 0.03, 0.55, 6, art.gear.chrome);
  for (let i = 0; i < 3; i += 1) s.prism([cx, 0.1 + i * 0.055, cz], 1, 0.225, 0.05, 14, i === 1 ? art.accent : art.raised);
  for (const x of [-0.3, 0.26]) s.box([cx + x, 0.08, cz - 0.45], [cx + x + 0.05, 1.05, cz - 0.4], art.gear.chrome);
}

export function locker(s: Scene, x0: number, x1: number, z: number, color: string, inward: number): void {
  s.box([Math.min(x0, x1), 0.15, z], [Math.max(x0, x1), 2.0, z + 0.48], color, { top: shade(color, 1.1) });
  const handleX = inward > 0 ? Math.max(x0, x1) + 0.01 : Math.min(x0, x1) - 0.02;
  s.box([handleX, 1.05, z + 0.36], [handleX + 0.01, 1.2, z + 0.4], art.accent, { emissive: true });
}

export function cableTower(s: Scene, axis: Axis, cx: number, cz: number): void {
  for (const u of [-0.5, 0.42]) {
    const [a, b] = placeBox(axis, cx, cz, u, u + 0.08, 0, 2.3, -0.3, -0.22);
    s.box(a, b, art.gear.frame);
  }
  const [a, b] = placeBox(axis, cx, cz, -0.5, 0.5, 2.22, 2.3, -0.3, -0.22);
  s.box(a, b, art.gear.frame);
  for (let i = 0; i < 9; i += 1) {
    const [c, d] = placeBox(axis, cx, cz, -0.16, 0.16, 0.1 + i * 0.07, 0.16 + i * 0.07, -0.34, -0.18);
    s.box(c, d, i === 8 ? art.accent : art.gear.stack);
  }
  const [e, f] = placeBox(axis, cx, cz, -0.02, 0.02, 0.7, 2.2, -0.27, -0.25);
  s.box(e, f, art.gear.chrome);
  const [g, h] = placeBox(axis, cx, cz, -0.55, 0.55, 0, 0.05, -0.4, 0.3);
  s.box(g, h, art.gear.base, { layer: 1 });
}

export function machine(s: Scene, rng: Rng, axis: Axis, cx: number, cz: number): void {
  const frame = rng.pick([art.gear.frame, art.steelDark]);
  const [a, b] = placeBox(axis, cx, cz, -0.5, 0.5, 0, 0.1, -0.6, 0.6);
  s.box(a, b, frame);
  const [c, d] = placeBox(axis, cx, cz, -0.3, 0.3, 0.1, 0.55, -0.1, 0.45);
  s.box(c, d, art.gear.machineSeat, { top: art.gear.machineSeatTop });
  const [e, f] = placeBox(axis, cx, cz, -0.3, 0.3, 0.55, 1.3, 0.35, 0.5);
  s.box(e, f, art.gear.machineSeat);
  const [g, h] = placeBox(axis, cx, cz, -0.06, 0.06, 0.1, 1.9, -0.6, -0.48);
  s.box(g, h, frame);
  const [i, j] = placeBox(axis, cx, cz, -0.45, 0.45, 1.2, 1.28, -0.2, -0.12);
  s.box(i, j, art.gear.chrome);
  const [k, l] = placeBox(axis, cx, cz, -0.2, 0.2, 0.1, 0.95, -0.56, -0.5);
  s.box(k, l, art.accent);
}

export function rig(s: Scene, rng: Rng, xWall: number, inward: number, z0: number, z1: number): void {
  const x1 = xWall + inward * 1.4;
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3) {
    for (const x of [xWall + inward * 0.1, x1]) s.box([x - 0.05, 0, z - 0.05], [x + 0.05, 2.8, z + 0.05], art.gear.frame);
  }
  s.box([Math.min(xWall, x1), 2.75, z0 - 0.05], [Math.max(xWall, x1), 2.85, z0 + 0.05], art.gear.frame);
  s.box([Math.min(xWall, x1), 2.75, z1 - 0.05], [Math.max(xWall, x1), 2.85, z1 + 0.05], art.gear.frame);
  s.box([x1 - 0.04, 2.6, z0], [x1 + 0.04, 2.68, z1], art.gear.chrome);
  s.box([xWall + inward * 0.1 - 0.05, 2.75, z0], [xWall + inward * 0.1 + 0.05, 2.85, z1], art.gear.frame);
  for (let z = z0 + 0.6; z < z1; z += 1.4) {
    for (const dz of [-0.22, 0.22]) {
      s.segment([x1, 2.64, z + dz], [x1, 1.9, z + dz], art.gear.rope, 0.02);
      s.prism([x1, 1.78, z + dz - 0.12], 2, 0.12, 0.025, 12, art.gear.rope);
    }
  }
  for (let z = z0; z < z1; z += 0.5) kettlebell(s, xWall + inward * 0.3, z, rng.range(0.1, 0.15), rng.pick([art.raised, art.accent, art.gear.frame]));
}

export function desk(s: Scene, z: number, width: number): void {
  s.box([-width / 2, 0, z], [width / 2, 1.08, z + 0.7], art.gear.base, { faces: { nz: art.raised } });
  s.box([-width / 2 - 0.05, 1.08, z - 0.05], [width / 2 + 0.05, 1.14, z + 0.75], art.gear.counter, { top: art.gear.counterTop });
  s.box([-width / 2 + 0.05, 0.12, z - 0.01], [width / 2 - 0.05, 0.18, z], art.accent, { emissive: true });
  s.box([0.4, 1.14, z + 0.25], [0.95, 1.5, z + 0.3], art.gear.seat, { faces: { nz: art.gear.monitor } });
}

export function treatmentTable(s: Scene, cx: number, cz: number, axis: Axis, pad: string): void {
  const [a, b] = placeBox(axis, cx, cz, -0.95, 0.95, 0.62, 0.75, -0.36, 0.36);
  s.box(a, b, pad, { top: shade(pad, 1.12) });
  const [c, d] = placeBox(axis, cx, cz, -0.75, 0.75, 0.1, 0.62, -0.08, 0.08);
  s.box(c, d, art.gear.chrome);
  const [e, f] = placeBox(axis, cx, cz, -0.8, 0.8, 0, 0.1, -0.3, 0.3);
  s.box(e, f, art.gear.chrome);
  const [g, h] = placeBox(axis, cx, cz, 0.6, 0.9, 0.75, 0.82, -0.25, 0.25);
  s.box(g, h, art.gear.linen);
}

export function reformer(s: Scene, cx: number, cz: number, carriage: string): void {
  s.box([cx - 0.35, 0.1, cz], [cx + 0.35, 0.32, cz + 2.4], art.gear.woodLight, { top: art.gear.woodTop });
  for (const z of [0.05, 2.25]) s.box([cx - 0.33, 0, cz + z], [cx + 0.33, 0.1, cz + z + 0.1], art.gear.metal);
  s.box([cx - 0.3, 0.32, cz + 0.35], [cx + 0.3, 0.42, cz + 1.2], carriage, { top: shade(carriage, 1.1) });
  for (const x of [-0.22, 0.14]) s.box([cx + x, 0.42, cz + 0.95], [cx + x + 0.08, 0.58, cz + 1.05], carriage);
  s.prism([cx - 0.36, 0.75, cz + 2.15], 0, 0.025, 0.72, 8, art.gear.chrome);
  for (const x of [-0.36, 0.32]) s.box([cx + x, 0.32, cz + 2.12], [cx + x + 0.04, 0.76, cz + 2.18], art.gear.chrome);
  for (let i = 0; i < 4; i += 1) s.segment([cx - 0.15 + i * 0.1, 0.3, cz + 1.25], [cx - 0.15 + i * 0.1, 0.3, cz + 2.0], art.gear.linen, 0.01);
}

export function plant(s: Scene, cx: number, cz: number): void {
  s.prism([cx, 0, cz], 1, 0.22, 0.45, 10, art.slate);
  s.sphere([cx, 0.85, cz], 0.38, art.gear.leaf);
  s.sphere([cx + 0.18, 1.1, cz - 0.05], 0.26, art.gear.leafLight);
}

/**
 * Interiors (tour/, facility/, pilates/ and most social posts): a stylised room in one-point perspective,
 * the variant (from keywords in the file name and label) picks the equipment.
 */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, grain, n1, svgDoc, vignette } from '../svg';
import { Scene, type Vec3 } from '../scene';
import { bench, cableTower, dumbbellRack, heavyBag, kettlebell, locker, machine, mat, plant, platform, plyoBox, powerRack, reformer, rig, roller, sled, treadmill, treatmentTable, bike, rower, barbell, desk } from '../props';
import { DARK_ROOM, LIGHT_ROOM, buildRoom, interiorCamera, type BackWall, type Room } from './room';
import { renderEntrance } from './entrance';

export type InteriorVariant =
  | 'entrance' | 'clinic' | 'pilates' | 'boxing' | 'change' | 'desk' | 'turf' | 'kettlebell' | 'cardio'
  | 'cable' | 'machines' | 'stretch' | 'dumbbell' | 'rack' | 'floor';

/** Most specific first; the file name is searched before the label. */
export const INTERIOR_KEYWORDS: [InteriorVariant, string[]][] = [
  ['entrance', ['entrance', 'exterior', 'outside', 'storefront', 'front door', 'glass door', 'fob', 'parking', 'signage']],
  ['clinic', ['clinic', 'physio', 'treatment', 'massage', 'therap', 'rehab', 'kinesiolog', 'icbc', 'assess']],
  ['pilates', ['pilates', 'reformer']],
  ['boxing', ['boxing', 'kickbox', 'heavy bag', 'focus pad', 'pads', 'martial', 'glove', 'speed bag']],
  ['change', ['change room', 'change-room', 'changing', 'locker', 'shower', 'washroom', 'towel']],
  ['desk', ['front desk', 'front-desk', 'reception', 'lobby', 'check-in', 'welcome', 'merch']],
  ['turf', ['turf', 'sled', 'sprint', 'battle rope', 'functional', 'functional rig', 'pull-up']],
  ['kettlebell', ['kettlebell', 'slam ball', 'circuit']],
  ['cardio', ['cardio', 'treadmill', 'bike', 'rower', 'rowing', 'stair', 'elliptical', 'spin']],
  ['cable', ['cable', 'pulley', 'functional trainer']],
  ['machines', ['machine', 'selectorized', 'pin-loaded', 'plate-loaded', 'leg press', 'chest press']],
  ['stretch', ['stretch', 'mobility', 'yoga', 'mat', 'foam roll', 'warm-up', 'cool-down', 'class', 'group']],
  ['dumbbell', ['dumbbell', 'free-weight', 'free weight', 'mirror', 'hex']],
  ['rack', ['rack', 'squat', 'platform', 'barbell', 'deadlift', 'olympic', 'power', 'lifting']],
];

/** A battle rope lying in loose waves from an anchor towards the camera. */
function battleRope(s: Scene, from: Vec3, to: Vec3, phase: number): void {
  const n = 24;
  let prev: Vec3 = from;
  for (let i = 1; i <= n; i += 1) {
    const t = i / n;
    const p: Vec3 = [from[0] + (to[0] - from[0]) * t + Math.sin(t * 9 + phase) * 0.18 * t, 0.04, from[2] + (to[2] - from[2]) * t];
    s.segment(prev, p, art.gear.frame, 0.05, { layer: 1 });
    prev = p;
  }
}

function sceneFloor(s: Scene, rng: Rng, room: Room): void {
  for (let i = 0; i < 3; i += 1) powerRack(s, rng, 'z', room.x0 + 1.0, 3.2 + i * 2.8);
  dumbbellRack(s, rng, room.x1, -1, 3.5, room.z1 - 2);
  for (let i = 0; i < 3; i += 1) bench(s, rng.range(0.6, 1.6), 3.5 + i * 2.6, 'x');
  kettlebell(s, -1.2, 4, 0.14, art.accent);
  kettlebell(s, -0.8, 4.2, 0.12, art.raised);
}

function sceneRack(s: Scene, rng: Rng, room: Room): void {
  for (let i = 0; i < 3; i += 1) {
    powerRack(s, rng, 'z', room.x0 + 1.0, 3 + i * 3);
    powerRack(s, rng, 'z', room.x1 - 1.0, 3 + i * 3);
  }
  for (let i = 0; i < 3; i += 1) {
    platform(s, 'x', 0, 3.5 + i * 3);
    barbell(s, rng, 'x', 0, 0.225, 3.5 + i * 3, rng.int(1, 3));
  }
}

function sceneDumbbell(s: Scene, rng: Rng, room: Room): void {
  dumbbellRack(s, rng, room.x0, 1, 2.5, room.z1 - 1.5);
  dumbbellRack(s, rng, room.x1, -1, 2.5, room.z1 - 1.5);
  for (let i = 0; i < 4; i += 1) {
    bench(s, -1.6, 3 + i * 2.4, 'z');
    bench(s, 1.6, 3 + i * 2.4, 'z');
  }
}

function sceneCardio(s: Scene, rng: Rng, room: Room): void {
  const span = room.x1 - room.x0 - 2;
  const count = Math.floor(span / 1.25);
  for (let i = 0; i < count; i += 1) {
    const x = room.x0 + 1.2 + i * 1.25;
    treadmill(s, x, room.z1 - 3);
    if (i % 2 === 0) bike(s, x, room.z1 - 6.5);
    else rower(s, x, room.z1 - 7);
  }
  if (rng.chance(0.5)) for (let i = 0; i < 3; i += 1) bike(s, room.x0 + 1.2 + i * 1.3, 3.5);
}

function sceneTurf(s: Scene, rng: Rng, room: Room): void {
  const lane: Vec3[] = [[-1.8, 0.004, -2], [1.8, 0.004, -2], [1.8, 0.004, room.z1], [-1.8, 0.004, room.z1]];
  s.polygon(lane, art.gear.turf, { layer: 1 }, [0, 1, 0]);
  for (let z = 2; z < room.z1; z += 2.5) s.segment([-1.8, 0.006, z], [1.8, 0.006, z], art.gear.turfLine, 0.05, { layer: 1, opacity: 0.7 });
  for (const x of [-1.8, 1.8]) s.segment([x, 0.006, 0.2], [x, 0.006, room.z1], art.gear.turfLine, 0.05, { layer: 1, opacity: 0.7 });
  sled(s, rng.range(-0.6, 0.6), 4.2);
  rig(s, rng, room.x0, 1, 3, room.z1 - 2);
  for (let i = 0; i < 3; i += 1) plyoBox(s, room.x1 - 1.2, 4 + i * 1.2, 0.5 + (i % 2) * 0.15, i === 1 ? art.accent : art.gear.rubber);
  s.box([room.x1 - 0.5, 0, 8], [room.x1 - 0.2, 0.5, 8.3], art.gear.metal);
  battleRope(s, [room.x1 - 0.5, 0.04, 8.05], [room.x1 - 2.4, 0.04, 3], 0);
  battleRope(s, [room.x1 - 0.5, 0.04, 8.25], [room.x1 - 1.6, 0.04, 3.2], 1.7);
}

function sceneKettlebell(s: Scene, rng: Rng, room: Room): void {
  for (const y of [0, 0.45]) s.box([room.x0, y, 3], [room.x0 + 0.8, y + 0.08, room.z1 - 3], art.slate);
  for (let z = 3.3; z < room.z1 - 3; z += 0.45) {
    kettlebell(s, room.x0 + 0.4, z, rng.range(0.09, 0.15), rng.pick([art.raised, art.accent, art.gear.frame, art.steel]));
  }
  for (let i = 0; i < 4; i += 1) {
    mat(s, 0.5, 3 + i * 2.2, 1.4, 1.9, i % 2 ? art.steelDark : art.gear.matBrown);
    kettlebell(s, 0.5, 3 + i * 2.2, 0.14, art.accent);
  }
  for (let i = 0; i < 5; i += 1) s.sphere([room.x1 - 1.2, 0.2, 3.5 + i * 0.6], 0.2, art.gear.dumbbell);
  rig(s, rng, room.x1, -1, room.z1 - 6, room.z1 - 1);
}

function sceneBoxing(s: Scene, rng: Rng, room: Room): void {
  const padding = art.gear.padding;
  s.box([room.x0 + 0.5, 0, 2], [room.x1 - 0.5, 0.04, room.z1 - 0.5], padding, { layer: 1, top: art.gear.paddingTop });
  for (let z = 3; z < room.z1 - 1; z += 2) s.segment([room.x0 + 0.5, 0.045, z], [room.x1 - 0.5, 0.045, z], art.gear.paddingSeam, 0.03, { layer: 1 });
  for (let row = 0; row < 3; row += 1) {
    for (const x of [-3.2, -1.2, 1.2, 3.2]) {
      heavyBag(s, x + (row % 2) * 0.5, 4 + row * 3.2, room.h, (row + Math.round(x)) % 3 === 0 ? art.accent : rng.pick([art.raised, art.gear.bagOxblood, art.gear.frame]));
    }
  }
  s.box([room.x1 - 0.6, 1.5, 3], [room.x1 - 0.01, 1.6, 3.8], art.gear.metal);
  s.sphere([room.x1 - 0.5, 1.35, 3.4], 0.12, art.accent);
}

function sceneDesk(s: Scene, rng: Rng, room: Room): void {
  desk(s, room.z1 - 3.2, 4.4);
  for (let i = 0; i < 3; i += 1) s.box([room.x1 - 0.4, 0.6 + i * 0.55, 3], [room.x1 - 0.01, 0.64 + i * 0.55, room.z1 - 4.5], art.slate);
  for (let i = 0; i < 3; i += 1) {
    for (let z = 3.2; z < room.z1 - 4.7; z += 0.45) {
      s.box([room.x1 - 0.35, 0.64 + i * 0.55, z], [room.x1 - 0.08, 0.64 + i * 0.55 + rng.range(0.15, 0.35), z + 0.3], rng.pick([art.accent, art.raised, art.steel, art.light]));
    }
  }
  s.box([room.x0 + 0.3, 0, 3], [room.x0 + 0.9, 0.45, 6.5], art.slate, { top: art.room.dark.grid });
  plant(s, room.x0 + 0.7, 7.5);
  plant(s, 2.9, room.z1 - 1.2);
}

function sceneStretch(s: Scene, rng: Rng, room: Room): void {
  const colors = [art.accent, art.steel, art.slate, art.steelDark];
  for (let r = 0; r < 3; r += 1) {
    for (let c = -1; c <= 1; c += 1) {
      const x = c * 2.3;
      const z = 4 + r * 2.8;
      mat(s, x, z, 0.9, 1.9, rng.pick(colors));
      if (rng.chance(0.6)) roller(s, x, z + 1.2, rng.pick([art.raised, art.accent, art.light]));
    }
  }
  for (let z = 3; z < room.z1 - 1; z += 0.5) s.box([room.x0 + 0.01, 0.2, z], [room.x0 + 0.12, 2.6, z + 0.05], art.gear.woodLight);
  for (let y = 0.4; y < 2.6; y += 0.35) s.box([room.x0 + 0.1, y, 3], [room.x0 + 0.15, y + 0.04, room.z1 - 1], art.gear.woodLight);
}

function sceneClinic(s: Scene, _rng: Rng, room: Room): void {
  treatmentTable(s, room.x0 + 1.8, 3.8, 'z', art.steelDark);
  treatmentTable(s, room.x1 - 1.8, 5.6, 'z', art.gear.tablePad);
  for (const x of [-0.9, 0.9]) {
    for (const z of [3.2, 6.2]) s.box([x - 0.03, 0, z - 0.03], [x + 0.03, 1.0, z + 0.03], art.gear.metal);
    s.box([x - 0.03, 0.95, 3.2], [x + 0.03, 1.02, 6.2], art.accent);
  }
  s.box([room.x1 - 0.35, 0.3, 2.6], [room.x1 - 0.01, 2.2, 4.2], art.gear.linen, { top: art.white });
  for (let i = 0; i < 5; i += 1) s.box([room.x1 - 0.34, 0.55 + i * 0.35, 2.7], [room.x1 - 0.05, 0.62 + i * 0.35, 4.1], [art.accent, art.steel, art.success, art.steelDark, art.focus][i]);
  s.prism([room.x0 + 3.4, 0, 6.2], 1, 0.22, 0.5, 12, art.steelDark, { cap: art.steel });
  s.box([room.x0 + 3.2, 0, 6.6], [room.x0 + 3.24, 2.3, 8.2], art.gear.curtain, { opacity: 0.85 });
  s.box([-1.5, 1.6, room.z1 - 0.45], [1.5, 2.4, room.z1 - 0.01], art.white, { top: art.gear.cabinetTop });
  s.box([-1.5, 0, room.z1 - 0.6], [1.5, 0.9, room.z1 - 0.01], art.gear.linen, { top: art.gear.counter });
  s.box([2.2, 1.0, room.z1 - 0.02], [3.6, 2.6, room.z1 - 0.01], art.steelLight);
  for (let i = 0; i < 5; i += 1) s.segment([2.35, 2.4 - i * 0.28, room.z1 - 0.03], [3.2 - (i % 2) * 0.3, 2.4 - i * 0.28, room.z1 - 0.03], art.steelDark, 0.04);
  s.sphere([room.x1 - 1.2, 0.33, 4], 0.33, art.steel);
  s.sphere([room.x1 - 0.6, 0.12, 5], 0.12, art.accent);
  mat(s, 0.3, 6.5, 1, 1.9, art.steel);
  for (let i = 0; i < 4; i += 1) s.segment([room.x0 + 0.02, 1.4 + i * 0.05, 3 + i * 0.6], [room.x0 + 0.02, 0.6, 3.3 + i * 0.6], i % 2 ? art.accent : art.steel, 0.03);
}

function scenePilates(s: Scene, rng: Rng, room: Room): void {
  for (let r = 0; r < 2; r += 1) {
    for (const x of [-2.8, 0, 2.8]) reformer(s, x + rng.range(-0.1, 0.1), 3.5 + r * 4, r === 0 && x === 0 ? art.accent : rng.pick([art.steelDark, art.gear.carriage, art.steel]));
  }
  plant(s, room.x0 + 0.7, room.z1 - 1.2);
  plant(s, room.x1 - 0.7, room.z1 - 1.4);
  for (let i = 0; i < 4; i += 1) s.sphere([room.x1 - 0.6, 0.28, 3 + i * 0.7], 0.28, rng.pick([art.steel, art.accent, art.gear.carriage]));
}

function sceneChange(s: Scene, _rng: Rng, room: Room): void {
  for (let z = 2; z < room.z1 - 0.8; z += 0.5) {
    const idx = Math.round(z * 2);
    locker(s, room.x0, room.x0 + 0.55, z, idx % 5 === 0 ? art.accent : idx % 2 ? art.steel : art.gear.locker, 1);
    locker(s, room.x1 - 0.55, room.x1, z, idx % 7 === 0 ? art.accent : idx % 2 ? art.gear.locker : art.steel, -1);
  }
  for (let i = 0; i < 3; i += 1) {
    s.box([-1.6, 0.42, 3 + i * 2.6], [-0.9, 0.5, 5 + i * 2.6], art.gear.woodLight, { top: art.gear.woodTop });
    s.box([0.9, 0.42, 3 + i * 2.6], [1.6, 0.5, 5 + i * 2.6], art.gear.woodLight, { top: art.gear.woodTop });
    for (const x of [-1.3, 1.2]) s.box([x, 0, 3.9 + i * 2.6], [x + 0.1, 0.42, 4.1 + i * 2.6], art.gear.metal);
  }
}

function sceneCable(s: Scene, rng: Rng, room: Room): void {
  for (let i = 0; i < 3; i += 1) cableTower(s, 'z', room.x0 + 0.6, 3 + i * 2.8);
  for (let i = 0; i < 3; i += 1) cableTower(s, 'x', -1.5 + i * 2.2, room.z1 - 0.5);
  dumbbellRack(s, rng, room.x1, -1, 4, room.z1 - 2);
  bench(s, 0.5, 6, 'z');
  bench(s, 1.2, 9.5, 'x');
}

function sceneMachines(s: Scene, rng: Rng, room: Room): void {
  for (let i = 0; i < 4; i += 1) {
    machine(s, rng, 'x', room.x0 + 1.2, 3 + i * 2.2);
    machine(s, rng, 'x', room.x1 - 1.2, 3 + i * 2.2);
  }
  for (let i = 0; i < 3; i += 1) machine(s, rng, 'x', -1.5 + i * 1.6, room.z1 - 1.5);
}

interface SceneSpec {
  build: (s: Scene, rng: Rng, room: Room) => void;
  back: BackWall;
  light: boolean;
  lights: 'strips' | 'panels' | 'accent';
  /** Which side wall holds the equipment a close-up should turn to (0 either); absent: no close-ups. */
  closeSide?: -1 | 0 | 1;
}

const INTERIOR_SCENES: Record<Exclude<InteriorVariant, 'entrance'>, SceneSpec> = {
  floor: { build: sceneFloor, back: 'sign', light: false, lights: 'strips', closeSide: -1 },
  rack: { build: sceneRack, back: 'sign', light: false, lights: 'strips', closeSide: 0 },
  dumbbell: { build: sceneDumbbell, back: 'mirror', light: false, lights: 'strips', closeSide: 0 },
  cardio: { build: sceneCardio, back: 'windows', light: false, lights: 'strips' },
  turf: { build: sceneTurf, back: 'sign', light: false, lights: 'strips' },
  kettlebell: { build: sceneKettlebell, back: 'windows', light: false, lights: 'strips' },
  boxing: { build: sceneBoxing, back: 'sign', light: false, lights: 'accent' },
  desk: { build: sceneDesk, back: 'sign', light: false, lights: 'panels' },
  stretch: { build: sceneStretch, back: 'mirror', light: false, lights: 'panels' },
  clinic: { build: sceneClinic, back: 'plain', light: true, lights: 'panels' },
  pilates: { build: scenePilates, back: 'windows', light: true, lights: 'panels' },
  change: { build: sceneChange, back: 'tiles', light: false, lights: 'panels', closeSide: 0 },
  cable: { build: sceneCable, back: 'mirror', light: false, lights: 'strips', closeSide: -1 },
  machines: { build: sceneMachines, back: 'sign', light: false, lights: 'strips', closeSide: 0 },
};

/** A stylised interior in one-point perspective; the variant picks the equipment. */
export interface InteriorOpts {
  closeUp?: boolean;
  back?: BackWall;
}

export function renderInterior(w: number, h: number, rng: Rng, variant: InteriorVariant, opts: InteriorOpts = {}): string {
  if (variant === 'entrance') return renderEntrance(w, h, rng);
  const spec = INTERIOR_SCENES[variant];
  const theme = spec.light ? LIGHT_ROOM : DARK_ROOM;
  const half = rng.range(4.6, 5.4);
  const room: Room = { x0: -half, x1: half, h: 4.2, z1: variant === 'desk' || variant === 'clinic' ? rng.range(8.5, 10) : rng.range(11, 14) };
  const defs = new Defs();
  const s = new Scene(interiorCamera(w, h, rng, room.z1, half, (opts.closeUp ?? false) && spec.closeSide !== undefined, spec.closeSide ?? 0), defs, theme.fog);
  buildRoom(s, rng, room, theme, opts.back ?? spec.back, spec.lights);
  const sheen = defs.radial([[0, spec.light ? art.white : art.glow.blush, spec.light ? 0.25 : 0.12], [1, art.glow.blush, 0]], 0.5, 0.5, 0.5);
  s.add(1, -1e6, `<ellipse cx="${n1(w / 2)}" cy="${n1(h * 0.78)}" rx="${n1(w * 0.55)}" ry="${n1(h * 0.25)}" fill="${sheen}"/>`);
  spec.build(s, rng, room);
  const body = `<rect width="${w}" height="${h}" fill="${theme.ceiling}"/>${s.toSvg()}${grain(defs, rng, w, h, spec.light ? 0.5 : 0.7)}${vignette(defs, w, h, spec.light ? 0.35 : 0.6)}`;
  return svgDoc(w, h, defs, body);
}

/** Morning light or windows in the label put windows on the back wall. */
export function interiorOptsFor(texts: string[], closeUp = false): InteriorOpts {
  const t = texts.join(' ').toLowerCase();
  return { closeUp, back: /(window|sunrise|morning light|daylight|view of)/.test(t) ? 'windows' : undefined };
}

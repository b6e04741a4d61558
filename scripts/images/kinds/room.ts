/**
 * The room every interior scene stands in: walls and floor in perspective with haze, floor tiles, the
 * accent stripe, a painted supergraphic, ceiling lights and what is on the back wall; and the camera.
 */
import { art } from '../../../src/styles/art-palette';
import { mix, shade } from '../color';
import type { Rng } from '../rng';
import { perspectiveCamera, type Camera, type Scene, type Vec3 } from '../scene';

export interface RoomTheme {
  wall: string;
  back: string;
  floor: string;
  ceiling: string;
  grid: string;
  light: string;
  fog: string;
  stripe: string | null;
}

export const DARK_ROOM: RoomTheme = { ...art.room.dark, light: art.warmWhite, stripe: art.accent };

export const LIGHT_ROOM: RoomTheme = { ...art.room.light, light: art.white, stripe: art.accent };

export interface Room {
  x0: number;
  x1: number;
  h: number;
  z1: number;
}

export type BackWall = 'windows' | 'mirror' | 'sign' | 'tiles' | 'plain';

/** Walls with near-to-far gradients, a tiled floor, ceiling light strips with glow, and back-wall features. */
export function buildRoom(s: Scene, rng: Rng, room: Room, theme: RoomTheme, back: BackWall, lights: 'strips' | 'panels' | 'accent'): void {
  const { x0, x1, h, z1 } = room;
  const zn = -3;
  const grad = (pts: Vec3[], near: Vec3, far: Vec3, nearColor: string, farColor: string, layer = 0): void => {
    const a = s.cam.point(near) ?? s.cam.point([near[0], near[1], 0.5]);
    const b = s.cam.point(far);
    if (!a || !b) return;
    const fill = s.defs.linear([[0, nearColor], [1, farColor]], a[0], a[1], b[0], b[1], true);
    s.polygon(pts, nearColor, { layer, fill });
  };
  const farWall = mix(theme.back, theme.fog, 0.35);
  grad([[x0, h, zn], [x1, h, zn], [x1, h, z1], [x0, h, z1]], [0, h, 0.6], [0, h, z1], shade(theme.ceiling, 0.8), mix(theme.ceiling, theme.fog, 0.4));
  grad([[x0, 0, zn], [x0, h, zn], [x0, h, z1], [x0, 0, z1]], [x0, h / 2, 0.6], [x0, h / 2, z1], shade(theme.wall, 1.08), mix(theme.wall, theme.fog, 0.5));
  grad([[x1, 0, zn], [x1, 0, z1], [x1, h, z1], [x1, h, zn]], [x1, h / 2, 0.6], [x1, h / 2, z1], shade(theme.wall, 0.85), mix(theme.wall, theme.fog, 0.5));
  s.polygon([[x0, 0, z1], [x1, 0, z1], [x1, h, z1], [x0, h, z1]], farWall, { layer: 0, fill: farWall });
  grad([[x0, 0, zn], [x1, 0, zn], [x1, 0, z1], [x0, 0, z1]], [0, 0, 0.6], [0, 0, z1], shade(theme.floor, 1.12), mix(theme.floor, theme.fog, 0.45));

  // floor tiles
  for (let x = Math.ceil(x0); x <= x1; x += 1) s.segment([x, 0.001, 0.2], [x, 0.001, z1], theme.grid, 0.012, { layer: 0, opacity: 0.55 });
  for (let z = 1; z < z1; z += 1) s.segment([x0, 0.001, z], [x1, 0.001, z], theme.grid, 0.012, { layer: 0, opacity: 0.55 });

  if (theme.stripe) {
    for (const x of [x0 + 0.005, x1 - 0.005]) {
      s.polygon([[x, 1.05, 0.2], [x, 1.05, z1], [x, 1.15, z1], [x, 1.15, 0.2]], theme.stripe, { layer: 0, emissive: true, opacity: 0.9 });
    }
    s.polygon([[x0, 1.05, z1 - 0.005], [x1, 1.05, z1 - 0.005], [x1, 1.15, z1 - 0.005], [x0, 1.15, z1 - 0.005]], theme.stripe, { layer: 0, emissive: true, opacity: 0.9 });
  }

  wallGraphic(s, rng, room, theme);
  backWall(s, rng, room, theme, back);
  ceilingLights(s, room, theme, lights);
}

/** Brand supergraphic: two diagonal bands painted on one side wall. */
function wallGraphic(s: Scene, rng: Rng, room: Room, theme: RoomTheme): void {
  const x = rng.chance(0.5) ? room.x0 + 0.004 : room.x1 - 0.004;
  const z0 = rng.range(4.5, 6.5);
  const bands: [number, number, string, number][] = [
    [0, 1.1, art.accent, 0.9],
    [1.5, 0.45, theme === LIGHT_ROOM ? art.steel : art.steelLight, 0.55],
  ];
  for (const [off, width, color, opacity] of bands) {
    const a = z0 + off;
    s.polygon([[x, 0, a], [x, 0, a + width], [x, room.h, a + width + 2.6], [x, room.h, a + 2.6]], color, { layer: 0, emissive: true, opacity });
  }
}

function ceilingLights(s: Scene, room: Room, theme: RoomTheme, lights: 'strips' | 'panels' | 'accent'): void {
  const { x0, x1, h, z1 } = room;
  const glow = s.defs.blur(10);
  const color = lights === 'accent' ? art.accent : theme.light;
  const xs = [x0 + (x1 - x0) * 0.25, (x0 + x1) / 2, x0 + (x1 - x0) * 0.75];
  for (const x of xs) {
    const step = lights === 'panels' ? 2 : 3;
    for (let z = 1.5; z < z1 - 0.8; z += step) {
      const len = lights === 'panels' ? 0.6 : 2.2;
      const w = lights === 'panels' ? 0.3 : 0.09;
      const pts: Vec3[] = [[x - w, h - 0.01, z], [x + w, h - 0.01, z], [x + w, h - 0.01, z + len], [x - w, h - 0.01, z + len]];
      s.polygon(pts, color, { layer: 3, emissive: true, opacity: 0.55, filter: glow });
      s.polygon(pts, color, { layer: 3, emissive: true });
    }
  }
}

function backWall(s: Scene, rng: Rng, room: Room, theme: RoomTheme, kind: BackWall): void {
  const { x0, x1, h, z1 } = room;
  const z = z1 - 0.01;
  if (kind === 'windows') {
    const top = s.cam.point([0, h - 0.4, z]);
    const bottom = s.cam.point([0, 0.6, z]);
    if (!top || !bottom) return;
    const sunrise = theme === LIGHT_ROOM
      ? s.defs.linear([[0, art.room.dawnLight[0]], [0.7, art.room.dawnLight[1]], [1, art.room.dawnLight[2]]], 0, top[1], 0, bottom[1], true)
      : s.defs.linear([[0, art.room.dawnDark], [0.55, art.steel], [0.85, art.glow.peach], [1, art.accent]], 0, top[1], 0, bottom[1], true);
    const pane = 1.5;
    for (let x = x0 + 0.4; x + pane <= x1 - 0.3; x += pane + 0.15) {
      s.polygon([[x, 0.6, z], [x + pane, 0.6, z], [x + pane, h - 0.4, z], [x, h - 0.4, z]], art.steel, { layer: 0, fill: sunrise });
      s.polygon([[x, 1.9, z - 0.005], [x + pane, 1.9, z - 0.005], [x + pane, 1.95, z - 0.005], [x, 1.95, z - 0.005]], art.room.mullion, { layer: 0, emissive: true });
    }
    // skyline silhouette in the lower part of the windows
    const sil: Vec3[] = [[x0 + 0.4, 0.6, z - 0.002]];
    for (let x = x0 + 0.4; x < x1 - 0.3; x += rng.range(0.3, 0.8)) {
      const hh = 0.6 + rng.range(0.05, 0.45);
      sil.push([x, hh, z - 0.002], [x + 0.25, hh, z - 0.002]);
    }
    sil.push([x1 - 0.3, 0.6, z - 0.002]);
    s.polygon(sil, art.room.skyline, { layer: 0, emissive: true, opacity: theme === LIGHT_ROOM ? 0.25 : 0.6 });
    const rays = s.defs.blur(30);
    s.polygon([[x0 + 1, 0.003, z1 - 0.5], [x1 - 1, 0.003, z1 - 0.5], [x1 - 3, 0.003, z1 * 0.35], [x0 + 3, 0.003, z1 * 0.35]], art.accent, { layer: 1, emissive: true, opacity: theme === LIGHT_ROOM ? 0.1 : 0.16, filter: rays });
  } else if (kind === 'mirror') {
    const a = s.cam.point([x0, h - 0.8, z]);
    const b = s.cam.point([x1, 0.3, z]);
    if (!a || !b) return;
    const fill = s.defs.linear([[0, art.room.mirror[0]], [0.45, art.room.mirror[1]], [0.5, art.room.mirror[2]], [0.56, art.room.mirror[3]], [1, art.room.mirror[4]]], a[0], a[1], b[0], b[1], true);
    s.polygon([[x0 + 0.3, 0.3, z], [x1 - 0.3, 0.3, z], [x1 - 0.3, h - 0.8, z], [x0 + 0.3, h - 0.8, z]], art.steel, { layer: 0, fill, opacity: theme === LIGHT_ROOM ? 0.7 : 1 });
  } else if (kind === 'sign') {
    const glow = s.defs.blur(14);
    const word = rng.pick(['FORGE 24', 'FORGE 24', '24/7', 'FORGE']);
    s.label([(x0 + x1) / 2, h * 0.58, z], word, 0.95, art.accent, { layer: 0, spacing: 0.05, filter: glow, opacity: 0.8 });
    s.label([(x0 + x1) / 2, h * 0.58, z], word, 0.95, art.accent, { layer: 0, spacing: 0.05 });
  } else if (kind === 'tiles') {
    for (let y = 0.3; y < h; y += 0.3) s.segment([x0, y, z], [x1, y, z], shade(theme.back, 0.8), 0.01, { layer: 0 });
    for (let x = Math.ceil(x0); x < x1; x += 0.3) s.segment([x, 0, z], [x, h, z], shade(theme.back, 0.8), 0.01, { layer: 0 });
  }
}

/** Wide view down the room, or (closeUp) a lower camera near one side, turned towards that wall. */
export function interiorCamera(w: number, h: number, rng: Rng, z1: number, half: number, closeUp: boolean, wallSide: -1 | 0 | 1 = 0): Camera {
  const side = wallSide === 0 ? rng.pick([-1, 1]) : wallSide;
  const eye = closeUp ? rng.range(1.5, 1.8) : rng.range(2.0, 2.5);
  return perspectiveCamera({
    width: w,
    height: h,
    pos: closeUp ? [side * (half - 2.6), eye, 0.5] : [rng.range(-1, 1), eye, 0],
    yaw: closeUp ? side * rng.range(0.38, 0.5) : side * rng.range(0.06, 0.17),
    focal: Math.max(w, h * 1.3) * 0.6,
    horizon: h * rng.range(0.34, 0.4),
    fogStart: 3,
    fogEnd: z1 * 1.3,
    fogMax: 0.55,
  });
}

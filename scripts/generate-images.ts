/**
 * Brand-art image generator: until the gym supplies real photos, every image the content references
 * is rendered here as designed art in the brand's colours (SVG string -> sharp -> progressive JPEG).
 *
 *   npx tsx scripts/generate-images.ts           render only the images that are missing
 *   npx tsx scripts/generate-images.ts --force   re-render every referenced image
 *   npx tsx scripts/generate-images.ts --static  also rewrite the static brand files (favicon, icons, og-image)
 *   npx tsx scripts/generate-images.ts --only=tour/   limit to paths containing a string (for previews)
 *
 * Reads content/data/*.yaml and the frontmatter of content/blog/*.mdx WITHOUT validating them (so it
 * works while content is still being written), lists every referenced image with `collectImageRefs`,
 * and picks an art style from the first folder of the path (hero/, tour/, trainers/ ...) and keywords
 * in the path and its label. The same path always gives the same picture: a small PRNG is seeded from
 * the path. Also writes the site's static brand files (favicon, PWA icons, share image) when missing.
 *
 * Text inside the art is short and uses DejaVu Sans Bold (installed on the build machines); no web fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';
import yaml from 'js-yaml';
import sharp from 'sharp';
import { collectImageRefs, splitFrontmatter, type ImageRef } from '../src/lib/load-content';
import type { BlogFrontmatter } from '../src/lib/content-schema';

const ROOT = path.resolve(__dirname, '..');
const CONTENT = path.join(ROOT, 'content');
const IMAGES = path.join(CONTENT, 'images');
const STATIC = path.join(ROOT, 'static');
const IMAGE_PATH = /^[a-z0-9][a-z0-9/_-]*\.(jpe?g|png|webp)$/i;

/* ------------------------------------------------------------------------------------------------
 * Palette (mirrors src/styles/theme.ts) and colour helpers
 * ---------------------------------------------------------------------------------------------- */

const C = {
  bg: '#0b0e13',
  surface: '#141922',
  raised: '#1c2330',
  border: '#2a3342',
  accent: '#ff6a2b',
  accentHover: '#ff8550',
  ember: '#b8441a',
  ink: '#14100d',
  steel: '#5b7fa6',
  steelDark: '#2b3d52',
  steelLight: '#9db4cf',
  muted: '#b3bcc8',
  light: '#f6f3ee',
  warmWhite: '#fff1e0',
  turf: '#2e5a45',
  wood: '#9a5b34',
  woodLight: '#c98552',
} as const;

const FONT = 'DejaVu Sans, sans-serif';

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number): string => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** k < 1 darkens (multiply), k > 1 lightens towards white. */
function shade(color: string, k: number): string {
  if (k <= 1) {
    const [r, g, b] = hexToRgb(color);
    return rgbToHex([r * k, g * k, b * k]);
  }
  return mix(color, '#ffffff', Math.min(1, k - 1));
}

/* ------------------------------------------------------------------------------------------------
 * Deterministic randomness
 * ---------------------------------------------------------------------------------------------- */

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough for art. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length) % items.length];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/* ------------------------------------------------------------------------------------------------
 * SVG helpers
 * ---------------------------------------------------------------------------------------------- */

const r1 = (v: number): number => Math.round(v * 10) / 10;
const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

type Stop = [offset: number, color: string, opacity?: number];

/** Collects <defs> entries with unique ids. */
class Defs {
  private parts: string[] = [];
  private count = 0;
  uid(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  add(markup: string): void {
    this.parts.push(markup);
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }
  /** A linear gradient; coordinates are fractions of the box unless userSpace is true. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number, userSpace = false): string {
    const id = this.uid('lg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.add(`<linearGradient id="${id}"${units} x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx: number, cy: number, r: number, userSpace = false): string {
    const id = this.uid('rg');
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.add(`<radialGradient id="${id}"${units} cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.uid('bl');
    this.add(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  toString(): string {
    return this.parts.length ? `<defs>${this.parts.join('')}</defs>` : '';
  }
}

function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs.toString()}${body}</svg>`;
}

interface TextOpts {
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  condensed?: boolean;
  spacing?: number;
  opacity?: number;
  stroke?: string;
  strokeWidth?: number;
  weight?: 'bold' | 'normal';
  extra?: string;
}

function svgText(str: string, o: TextOpts): string {
  const attrs = [
    `x="${n1(o.x)}"`,
    `y="${n1(o.y)}"`,
    `font-family="${FONT}"`,
    `font-weight="${o.weight ?? 'bold'}"`,
    `font-size="${n1(o.size)}"`,
    `fill="${o.fill}"`,
    o.anchor ? `text-anchor="${o.anchor}"` : '',
    o.condensed ? 'font-stretch="condensed"' : '',
    o.spacing ? `letter-spacing="${n1(o.spacing)}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.stroke ? `stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}"` : '',
    o.extra ?? '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${esc(str)}</text>`;
}

/** Conservative width estimate for DejaVu Sans Bold (measured: about 0.65 em a character). */
function textWidth(str: string, size: number, condensed = false, spacing = 0): number {
  return str.length * size * (condensed ? 0.62 : 0.7) + spacing * Math.max(0, str.length - 1);
}

function fitSize(str: string, maxWidth: number, maxSize: number, condensed = false, spacing = 0): number {
  let size = maxSize;
  while (size > 8 && textWidth(str, size, condensed, spacing) > maxWidth) size -= 1;
  return size;
}

type IconName = keyof typeof icons;

/** A lucide icon (the same set the site uses) as a nested SVG. */
function lucide(name: IconName, x: number, y: number, size: number, color: string, strokeWidth = 2, opacity = 1): string {
  const markup = renderToStaticMarkup(createElement(icons[name], { size, color, strokeWidth }));
  return markup.replace(/ class="[^"]*"/, '').replace('<svg ', `<svg x="${n1(x)}" y="${n1(y)}" opacity="${opacity}" `);
}

/** Film grain from two tiled SVG patterns of random specks (different tile sizes hide the repeat). */
function grain(defs: Defs, rng: Rng, w: number, h: number, strength = 1): string {
  const layer = (tile: number, count: number): string => {
    const id = defs.uid('gr');
    const specks: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const light = rng.chance(0.5);
      const s = rng.chance(0.8) ? 1 : 2;
      specks.push(`<rect x="${rng.int(0, tile - 1)}" y="${rng.int(0, tile - 1)}" width="${s}" height="${s}" fill="${light ? '#ffffff' : '#000000'}" opacity="${r1(rng.range(0.05, 0.16))}"/>`);
    }
    defs.add(`<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${specks.join('')}</pattern>`);
    return `<rect width="${w}" height="${h}" fill="url(#${id})" opacity="${r1(0.7 * strength)}"/>`;
  };
  return layer(97, 240) + layer(61, 110);
}

function vignette(defs: Defs, w: number, h: number, strength = 0.7): string {
  const fill = defs.radial([[0.55, C.bg, 0], [1, C.bg, strength]], 0.5, 0.5, 0.75);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

/* ------------------------------------------------------------------------------------------------
 * A tiny 3D engine: perspective and isometric cameras, painter's algorithm, flat shading with fog
 * ---------------------------------------------------------------------------------------------- */

type Vec3 = [number, number, number];
type Vec2 = [number, number];

const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const centroid = (pts: Vec3[]): Vec3 => {
  const s: Vec3 = [0, 0, 0];
  for (const p of pts) {
    s[0] += p[0];
    s[1] += p[1];
    s[2] += p[2];
  }
  return [s[0] / pts.length, s[1] / pts.length, s[2] / pts.length];
};
const LIGHT = normalize([0.35, 0.85, -0.45]);

interface Camera {
  /** Projects a polygon (clipped against the near plane); fewer than 2 points means it is not visible. */
  project(pts: Vec3[]): Vec2[];
  point(p: Vec3): Vec2 | null;
  /** Larger is farther away. */
  depth(p: Vec3): number;
  facing(normal: Vec3, center: Vec3): boolean;
  /** Screen pixels for one world unit at p. */
  scale(p: Vec3): number;
  /** 0..1 amount of fog at p. */
  fog(p: Vec3): number;
}

interface PerspectiveOpts {
  width: number;
  height: number;
  pos: Vec3;
  yaw: number;
  focal: number;
  horizon: number;
  fogStart: number;
  fogEnd: number;
  fogMax: number;
}

function perspectiveCamera(o: PerspectiveOpts): Camera {
  const cos = Math.cos(o.yaw);
  const sin = Math.sin(o.yaw);
  const near = 0.15;
  const toCam = (p: Vec3): Vec3 => {
    const d = sub(p, o.pos);
    return [cos * d[0] - sin * d[2], d[1], sin * d[0] + cos * d[2]];
  };
  const proj = (c: Vec3): Vec2 => [o.width / 2 + (o.focal * c[0]) / c[2], o.horizon - (o.focal * c[1]) / c[2]];
  const clip = (pts: Vec3[]): Vec3[] => {
    const out: Vec3[] = [];
    for (let i = 0; i < pts.length; i += 1) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      const ina = a[2] >= near;
      const inb = b[2] >= near;
      if (ina) out.push(a);
      if (ina !== inb && pts.length > 1) {
        const t = (near - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
      }
    }
    return out;
  };
  return {
    project: (pts) => clip(pts.map(toCam)).map(proj),
    point: (p) => {
      const c = toCam(p);
      return c[2] < near ? null : proj(c);
    },
    depth: (p) => toCam(p)[2],
    facing: (n, c) => dot(n, sub(c, o.pos)) < 0,
    scale: (p) => o.focal / Math.max(near, toCam(p)[2]),
    fog: (p) => {
      const z = toCam(p)[2];
      return Math.max(0, Math.min(o.fogMax, ((z - o.fogStart) / (o.fogEnd - o.fogStart)) * o.fogMax));
    },
  };
}

function isometricCamera(origin: Vec2, s: number): Camera {
  const proj = (p: Vec3): Vec2 => [origin[0] + (p[0] - p[2]) * 0.866 * s, origin[1] + (p[0] + p[2]) * 0.5 * s - p[1] * s];
  return {
    project: (pts) => pts.map(proj),
    point: proj,
    depth: (p) => -(p[0] + p[2]) - p[1] * 0.02,
    facing: (n) => n[0] + n[1] + n[2] > 1e-6,
    scale: () => s,
    fog: () => 0,
  };
}

interface Item {
  layer: number;
  depth: number;
  svg: string;
}

interface FaceOpts {
  layer?: number;
  opacity?: number;
  emissive?: boolean;
  filter?: string;
  /** Overrides the computed colour, e.g. a gradient url. */
  fill?: string;
  stroke?: string;
  /** Colour of the top face of a box. */
  top?: string;
  /** Colour of the face looking along +x / -x / +z / -z (for screens, door panels). */
  faces?: Partial<Record<'px' | 'nx' | 'pz' | 'nz', string>>;
}

/** Layers: 0 room shell, 1 floor decals, 2 objects (depth sorted), 3 glows, 4 overlays. */
class Scene {
  readonly items: Item[] = [];
  constructor(
    readonly cam: Camera,
    readonly defs: Defs,
    readonly fogColor: string,
    readonly edge: string | null = null,
  ) {}

  shadeFace(color: string, normal: Vec3 | null, center: Vec3, emissive = false): string {
    let col = color;
    if (!emissive && normal) col = shade(color, 0.42 + 0.68 * Math.max(0, dot(normal, LIGHT)));
    const f = this.cam.fog(center);
    return f > 0 ? mix(col, this.fogColor, emissive ? f * 0.4 : f) : col;
  }

  polySvg(pts: Vec3[], color: string, o: FaceOpts, normal: Vec3 | null): string {
    const p2 = this.cam.project(pts);
    if (p2.length < 3) return '';
    const fill = o.fill ?? this.shadeFace(color, normal, centroid(pts), o.emissive);
    const stroke = o.stroke ?? this.edge;
    return (
      `<polygon points="${p2.map((p) => `${n1(p[0])},${n1(p[1])}`).join(' ')}" fill="${fill}"` +
      (o.opacity !== undefined ? ` opacity="${o.opacity}"` : '') +
      (stroke ? ` stroke="${stroke}" stroke-width="0.8" stroke-linejoin="round"` : '') +
      (o.filter ? ` filter="${o.filter}"` : '') +
      '/>'
    );
  }

  add(layer: number, depth: number, svg: string): void {
    if (svg) this.items.push({ layer, depth, svg });
  }

  polygon(pts: Vec3[], color: string, o: FaceOpts = {}, normal: Vec3 | null = null): void {
    this.add(o.layer ?? 2, this.cam.depth(centroid(pts)), this.polySvg(pts, color, o, normal));
  }

  /** Renders a list of faces of one convex solid as one item, back faces culled. */
  private solid(faces: { pts: Vec3[]; n: Vec3; color: string }[], o: FaceOpts): void {
    const all = faces.flatMap((f) => f.pts);
    const center = centroid(all);
    const visible = faces
      .map((f) => ({ ...f, c: centroid(f.pts) }))
      .filter((f) => this.cam.facing(f.n, f.c))
      .sort((a, b) => this.cam.depth(b.c) - this.cam.depth(a.c));
    this.add(o.layer ?? 2, this.cam.depth(center), visible.map((f) => this.polySvg(f.pts, f.color, o, f.n)).join(''));
  }

  box(min: Vec3, max: Vec3, color: string, o: FaceOpts = {}): void {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const f = o.faces ?? {};
    this.solid(
      [
        { pts: [[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], n: [-1, 0, 0], color: f.nx ?? color },
        { pts: [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], n: [1, 0, 0], color: f.px ?? color },
        { pts: [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], n: [0, -1, 0], color },
        { pts: [[x0, y1, z0], [x0, y1, z1], [x1, y1, z1], [x1, y1, z0]], n: [0, 1, 0], color: o.top ?? color },
        { pts: [[x0, y0, z0], [x0, y1, z0], [x1, y1, z0], [x1, y0, z0]], n: [0, 0, -1], color: f.nz ?? color },
        { pts: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], n: [0, 0, 1], color: f.pz ?? color },
      ],
      o,
    );
  }

  /** A prism (a faceted cylinder) from `base` along an axis (0 x, 1 y, 2 z). */
  prism(base: Vec3, axis: 0 | 1 | 2, radius: number, length: number, sides: number, color: string, o: FaceOpts & { turn?: number; cap?: string } = {}): void {
    const u: Vec3 = axis === 0 ? [0, 1, 0] : [1, 0, 0];
    const w: Vec3 = axis === 2 ? [0, 1, 0] : [0, 0, 1];
    const a: Vec3 = [axis === 0 ? 1 : 0, axis === 1 ? 1 : 0, axis === 2 ? 1 : 0];
    const at = (t: number, along: number): Vec3 => [
      base[0] + a[0] * along + radius * (u[0] * Math.cos(t) + w[0] * Math.sin(t)),
      base[1] + a[1] * along + radius * (u[1] * Math.cos(t) + w[1] * Math.sin(t)),
      base[2] + a[2] * along + radius * (u[2] * Math.cos(t) + w[2] * Math.sin(t)),
    ];
    const turn = o.turn ?? 0;
    const faces: { pts: Vec3[]; n: Vec3; color: string }[] = [];
    const ring0: Vec3[] = [];
    const ring1: Vec3[] = [];
    for (let i = 0; i < sides; i += 1) {
      const t0 = turn + (i / sides) * Math.PI * 2;
      const t1 = turn + ((i + 1) / sides) * Math.PI * 2;
      const tm = (t0 + t1) / 2;
      faces.push({
        pts: [at(t0, 0), at(t1, 0), at(t1, length), at(t0, length)],
        n: [u[0] * Math.cos(tm) + w[0] * Math.sin(tm), u[1] * Math.cos(tm) + w[1] * Math.sin(tm), u[2] * Math.cos(tm) + w[2] * Math.sin(tm)],
        color,
      });
      ring0.push(at(t0, 0));
      ring1.push(at(t0, length));
    }
    faces.push({ pts: ring0.reverse(), n: [-a[0], -a[1], -a[2]], color: o.cap ?? color });
    faces.push({ pts: ring1, n: a, color: o.cap ?? color });
    this.solid(faces, o);
  }

  sphere(c: Vec3, r: number, color: string, o: FaceOpts = {}): void {
    const p = this.cam.point(c);
    if (!p) return;
    const rad = r * this.cam.scale(c);
    const base = this.shadeFace(color, null, c);
    const fill = this.defs.radial([[0, shade(base, 1.35)], [0.55, base], [1, shade(base, 0.45)]], p[0] - rad * 0.35, p[1] - rad * 0.4, rad * 1.5, true);
    this.add(o.layer ?? 2, this.cam.depth(c), `<circle cx="${n1(p[0])}" cy="${n1(p[1])}" r="${n1(rad)}" fill="${fill}"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}/>`);
  }

  /** A line whose width is given in world units. */
  segment(a: Vec3, b: Vec3, color: string, width: number, o: FaceOpts = {}): void {
    const pts = this.cam.project([a, b]);
    if (pts.length < 2) return;
    const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
    const px = Math.max(0.6, width * this.cam.scale(mid));
    const stroke = o.emissive ? color : this.shadeFace(color, null, mid);
    this.add(
      o.layer ?? 2,
      this.cam.depth(mid),
      `<line x1="${n1(pts[0][0])}" y1="${n1(pts[0][1])}" x2="${n1(pts[1][0])}" y2="${n1(pts[1][1])}" stroke="${stroke}" stroke-width="${n1(px)}" stroke-linecap="round"${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}${o.filter ? ` filter="${o.filter}"` : ''}/>`,
    );
  }

  /** Text standing on a plane facing the camera, sized in world units. */
  label(p: Vec3, str: string, size: number, fill: string, o: FaceOpts & { anchor?: 'start' | 'middle' | 'end'; spacing?: number } = {}): void {
    const s = this.cam.point(p);
    if (!s) return;
    const k = this.cam.scale(p);
    const t = svgText(str, {
      x: s[0],
      y: s[1],
      size: size * k,
      fill,
      anchor: o.anchor ?? 'middle',
      condensed: true,
      spacing: (o.spacing ?? 0) * k,
      opacity: o.opacity,
      extra: o.filter ? `filter="${o.filter}"` : '',
    });
    this.add(o.layer ?? 2, this.cam.depth(p), t);
  }

  toSvg(): string {
    return this.items
      .slice()
      .sort((a, b) => a.layer - b.layer || b.depth - a.depth)
      .map((i) => i.svg)
      .join('');
  }
}

/* ------------------------------------------------------------------------------------------------
 * Reusable 3D props (positions in metres; y is up, the camera looks along +z)
 * ---------------------------------------------------------------------------------------------- */

type Axis = 'x' | 'z';

/** Maps a local box (u along `axis`, w across it) at (cx, cz) to a world box. */
function placeBox(axis: Axis, cx: number, cz: number, u0: number, u1: number, y0: number, y1: number, w0: number, w1: number): [Vec3, Vec3] {
  return axis === 'x' ? [[cx + u0, y0, cz + w0], [cx + u1, y1, cz + w1]] : [[cx + w0, y0, cz + u0], [cx + w1, y1, cz + u1]];
}

function localPoint(axis: Axis, cx: number, cz: number, u: number, y: number, w: number): Vec3 {
  return axis === 'x' ? [cx + u, y, cz + w] : [cx + w, y, cz + u];
}

function plateColor(rng: Rng): string {
  return rng.pick([C.raised, C.raised, '#181d26', C.accent, C.steelDark]);
}

/** A loaded barbell whose bar runs along `axis`, centred at (cx, y, cz). */
function barbell(s: Scene, rng: Rng, axis: Axis, cx: number, y: number, cz: number, plates = 2): void {
  const ax = axis === 'x' ? 0 : 2;
  const start = localPoint(axis, cx, cz, -1.1, y, 0);
  s.prism(start, ax, 0.016, 2.2, 6, '#c7cdd6');
  const colors = Array.from({ length: plates }, () => plateColor(rng));
  for (const side of [-1, 1]) {
    colors.forEach((col, i) => {
      const r = 0.225 - i * 0.02;
      const u = side * (0.72 + i * 0.055) - (side < 0 ? 0.05 : 0);
      s.prism(localPoint(axis, cx, cz, u, y, 0), ax, r, 0.05, 14, col, { cap: shade(col, 0.8) });
    });
  }
}

function powerRack(s: Scene, rng: Rng, axis: Axis, cx: number, cz: number, loaded = true): void {
  const frame = rng.pick([C.raised, '#20262f', C.steelDark]);
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
  s.box(sa, sb, C.accent);
  if (loaded) barbell(s, rng, axis, cx, 1.4, cz + (axis === 'x' ? -0.5 : 0), rng.int(1, 3));
}

function platform(s: Scene, axis: Axis, cx: number, cz: number): void {
  const [a, b] = placeBox(axis, cx, cz, -1.3, 1.3, 0, 0.05, -1.2, 1.2);
  s.box(a, b, '#2a2118', { layer: 1, top: '#3a2c1e' });
  const [c, d] = placeBox(axis, cx, cz, -0.5, 0.5, 0, 0.052, -1.2, 1.2);
  s.box(c, d, C.woodLight, { layer: 1, top: '#b57a4c' });
}

function bench(s: Scene, cx: number, cz: number, along: Axis = 'z', pad: string = '#1b2029'): void {
  const [a, b] = placeBox(along, cx, cz, -0.6, 0.6, 0.4, 0.5, -0.15, 0.15);
  s.box(a, b, pad, { top: shade(pad, 1.15) });
  for (const u of [-0.45, 0.38]) {
    const [c, d] = placeBox(along, cx, cz, u, u + 0.07, 0, 0.4, -0.12, 0.12);
    s.box(c, d, '#8d97a5');
  }
}

/** A two-tier dumbbell rack along a side wall, from z0 to z1; `inward` is +1 on the left wall, -1 on the right. */
function dumbbellRack(s: Scene, rng: Rng, xWall: number, inward: number, z0: number, z1: number): void {
  const xa = xWall;
  const xb = xWall + inward * 0.75;
  const lo = Math.min(xa, xb);
  const hi = Math.max(xa, xb);
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / Math.max(1, Math.round((z1 - z0) / 2))) {
    s.box([lo, 0, z - 0.04], [hi, 0.85, z + 0.04], '#8d97a5');
  }
  const heads = ['#1a1f27', '#1a1f27', '#222933'];
  for (const y of [0.38, 0.8]) {
    s.box([lo, y - 0.05, z0], [hi, y, z1], '#232a35');
    let i = 0;
    for (let z = z0 + 0.25; z < z1 - 0.15; z += 0.34) {
      const r = 0.07 + ((i % 12) / 12) * 0.06 + (y < 0.5 ? 0.03 : 0);
      const head = heads[i % heads.length];
      const xIn = xWall + inward * 0.1;
      const xOut = xWall + inward * 0.6;
      s.prism([Math.min(xIn, xOut) + 0.1, y + r, z], 0, 0.018, Math.abs(xOut - xIn) - 0.1, 6, '#c7cdd6');
      for (const x of [xIn, xOut]) s.prism([x - 0.055, y + r, z], 0, r, 0.11, 6, head, { turn: Math.PI / 6, cap: i % 4 === 0 ? C.accent : shade(head, 1.3) });
      i += 1;
    }
    if (rng.chance(0.3)) i += 1;
  }
}

function treadmill(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.42, 0, cz], [cx + 0.42, 0.22, cz + 1.9], '#1d232d');
  s.box([cx - 0.32, 0.22, cz + 0.1], [cx + 0.32, 0.24, cz + 1.65], '#0e1117');
  for (const x of [-0.4, 0.34]) s.box([cx + x, 0.22, cz + 1.72], [cx + x + 0.06, 1.25, cz + 1.8], '#8d97a5');
  s.box([cx - 0.42, 1.18, cz + 1.66], [cx + 0.42, 1.42, cz + 1.86], '#232a35', { faces: { nz: '#3f6a95' } });
  for (const x of [-0.42, 0.36]) s.box([cx + x, 1.0, cz + 1.2], [cx + x + 0.06, 1.06, cz + 1.8], '#8d97a5');
}

function bike(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.25, 0, cz], [cx + 0.25, 0.06, cz + 1.2], '#1d232d');
  s.prism([cx - 0.06, 0.45, cz + 1.0], 0, 0.3, 0.12, 16, C.raised, { cap: C.accent });
  s.box([cx - 0.05, 0.06, cz + 0.3], [cx + 0.05, 0.95, cz + 0.4], '#8d97a5');
  s.box([cx - 0.14, 0.95, cz + 0.22], [cx + 0.14, 1.02, cz + 0.5], '#111419');
  s.box([cx - 0.05, 0.4, cz + 0.9], [cx + 0.05, 1.2, cz + 1.0], '#8d97a5');
  s.box([cx - 0.3, 1.18, cz + 0.85], [cx + 0.3, 1.24, cz + 0.95], '#8d97a5');
}

function rower(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.06, 0.12, cz], [cx + 0.06, 0.22, cz + 2.4], '#8d97a5');
  s.prism([cx - 0.15, 0.4, cz + 2.2], 0, 0.3, 0.3, 14, C.raised, { cap: '#2c3542' });
  s.box([cx - 0.18, 0.22, cz + 0.8], [cx + 0.18, 0.3, cz + 1.1], '#111419');
  s.box([cx - 0.2, 0, cz], [cx + 0.2, 0.12, cz + 0.1], '#1d232d');
}

function heavyBag(s: Scene, cx: number, cz: number, ceiling: number, color: string): void {
  s.prism([cx, 0.55, cz], 1, 0.18, 1.15, 12, color, { cap: shade(color, 0.8) });
  s.prism([cx, 1.7, cz], 1, 0.12, 0.06, 12, '#8d97a5');
  s.segment([cx, 1.76, cz], [cx, ceiling, cz], '#8d97a5', 0.015);
}

function mat(s: Scene, cx: number, cz: number, w: number, l: number, color: string): void {
  s.box([cx - w / 2, 0, cz - l / 2], [cx + w / 2, 0.015, cz + l / 2], color, { layer: 1 });
}

function roller(s: Scene, cx: number, cz: number, color: string): void {
  s.prism([cx - 0.45, 0.075, cz], 0, 0.075, 0.9, 10, color, { cap: shade(color, 1.2) });
}

function kettlebell(s: Scene, cx: number, cz: number, r: number, color: string): void {
  s.sphere([cx, r, cz], r, color);
  const p = s.cam.point([cx, r * 2.05, cz]);
  if (!p) return;
  const k = s.cam.scale([cx, r * 2, cz]);
  s.add(2, s.cam.depth([cx, r, cz]) - 0.01, `<ellipse cx="${n1(p[0])}" cy="${n1(p[1])}" rx="${n1(r * 0.7 * k)}" ry="${n1(r * 0.55 * k)}" fill="none" stroke="${shade(color, 0.7)}" stroke-width="${n1(Math.max(1, r * 0.22 * k))}"/>`);
}

function plyoBox(s: Scene, cx: number, cz: number, h: number, color: string): void {
  s.box([cx - 0.38, 0, cz - 0.3], [cx + 0.38, h, cz + 0.3], color, { top: shade(color, 1.1) });
}

function sled(s: Scene, cx: number, cz: number): void {
  s.box([cx - 0.35, 0, cz - 0.45], [cx + 0.35, 0.08, cz + 0.45], '#8d97a5');
  s.prism([cx, 0.08, cz], 1, 0.03, 0.55, 6, '#c7cdd6');
  for (let i = 0; i < 3; i += 1) s.prism([cx, 0.1 + i * 0.055, cz], 1, 0.225, 0.05, 14, i === 1 ? C.accent : C.raised);
  for (const x of [-0.3, 0.26]) s.box([cx + x, 0.08, cz - 0.45], [cx + x + 0.05, 1.05, cz - 0.4], '#c7cdd6');
}

function locker(s: Scene, x0: number, x1: number, z: number, color: string, inward: number): void {
  s.box([Math.min(x0, x1), 0.15, z], [Math.max(x0, x1), 2.0, z + 0.48], color, { top: shade(color, 1.1) });
  const handleX = inward > 0 ? Math.max(x0, x1) + 0.01 : Math.min(x0, x1) - 0.02;
  s.box([handleX, 1.05, z + 0.36], [handleX + 0.01, 1.2, z + 0.4], C.accent, { emissive: true });
}

function cableTower(s: Scene, axis: Axis, cx: number, cz: number): void {
  for (const u of [-0.5, 0.42]) {
    const [a, b] = placeBox(axis, cx, cz, u, u + 0.08, 0, 2.3, -0.3, -0.22);
    s.box(a, b, '#20262f');
  }
  const [a, b] = placeBox(axis, cx, cz, -0.5, 0.5, 2.22, 2.3, -0.3, -0.22);
  s.box(a, b, '#20262f');
  for (let i = 0; i < 9; i += 1) {
    const [c, d] = placeBox(axis, cx, cz, -0.16, 0.16, 0.1 + i * 0.07, 0.16 + i * 0.07, -0.34, -0.18);
    s.box(c, d, i === 8 ? C.accent : '#151a21');
  }
  const [e, f] = placeBox(axis, cx, cz, -0.02, 0.02, 0.7, 2.2, -0.27, -0.25);
  s.box(e, f, '#c7cdd6');
  const [g, h] = placeBox(axis, cx, cz, -0.55, 0.55, 0, 0.05, -0.4, 0.3);
  s.box(g, h, '#1d232d', { layer: 1 });
}

function machine(s: Scene, rng: Rng, axis: Axis, cx: number, cz: number): void {
  const frame = rng.pick(['#20262f', C.steelDark]);
  const [a, b] = placeBox(axis, cx, cz, -0.5, 0.5, 0, 0.1, -0.6, 0.6);
  s.box(a, b, frame);
  const [c, d] = placeBox(axis, cx, cz, -0.3, 0.3, 0.1, 0.55, -0.1, 0.45);
  s.box(c, d, '#161b22', { top: '#252c38' });
  const [e, f] = placeBox(axis, cx, cz, -0.3, 0.3, 0.55, 1.3, 0.35, 0.5);
  s.box(e, f, '#161b22');
  const [g, h] = placeBox(axis, cx, cz, -0.06, 0.06, 0.1, 1.9, -0.6, -0.48);
  s.box(g, h, frame);
  const [i, j] = placeBox(axis, cx, cz, -0.45, 0.45, 1.2, 1.28, -0.2, -0.12);
  s.box(i, j, '#c7cdd6');
  const [k, l] = placeBox(axis, cx, cz, -0.2, 0.2, 0.1, 0.95, -0.56, -0.5);
  s.box(k, l, C.accent);
}

function rig(s: Scene, rng: Rng, xWall: number, inward: number, z0: number, z1: number): void {
  const x1 = xWall + inward * 1.4;
  for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3) {
    for (const x of [xWall + inward * 0.1, x1]) s.box([x - 0.05, 0, z - 0.05], [x + 0.05, 2.8, z + 0.05], '#20262f');
  }
  s.box([Math.min(xWall, x1), 2.75, z0 - 0.05], [Math.max(xWall, x1), 2.85, z0 + 0.05], '#20262f');
  s.box([Math.min(xWall, x1), 2.75, z1 - 0.05], [Math.max(xWall, x1), 2.85, z1 + 0.05], '#20262f');
  s.box([x1 - 0.04, 2.6, z0], [x1 + 0.04, 2.68, z1], '#c7cdd6');
  s.box([xWall + inward * 0.1 - 0.05, 2.75, z0], [xWall + inward * 0.1 + 0.05, 2.85, z1], '#20262f');
  for (let z = z0 + 0.6; z < z1; z += 1.4) {
    for (const dz of [-0.22, 0.22]) {
      s.segment([x1, 2.64, z + dz], [x1, 1.9, z + dz], '#c9b38f', 0.02);
      s.prism([x1, 1.78, z + dz - 0.12], 2, 0.12, 0.025, 12, '#c9b38f');
    }
  }
  for (let z = z0; z < z1; z += 0.5) kettlebell(s, xWall + inward * 0.3, z, rng.range(0.1, 0.15), rng.pick([C.raised, C.accent, '#20262f']));
}

function desk(s: Scene, z: number, width: number): void {
  s.box([-width / 2, 0, z], [width / 2, 1.08, z + 0.7], '#1d232d', { faces: { nz: C.raised } });
  s.box([-width / 2 - 0.05, 1.08, z - 0.05], [width / 2 + 0.05, 1.14, z + 0.75], '#d9d4cc', { top: '#ebe6de' });
  s.box([-width / 2 + 0.05, 0.12, z - 0.01], [width / 2 - 0.05, 0.18, z], C.accent, { emissive: true });
  s.box([0.4, 1.14, z + 0.25], [0.95, 1.5, z + 0.3], '#111419', { faces: { nz: '#22344a' } });
}

function treatmentTable(s: Scene, cx: number, cz: number, axis: Axis, pad: string): void {
  const [a, b] = placeBox(axis, cx, cz, -0.95, 0.95, 0.62, 0.75, -0.36, 0.36);
  s.box(a, b, pad, { top: shade(pad, 1.12) });
  const [c, d] = placeBox(axis, cx, cz, -0.75, 0.75, 0.1, 0.62, -0.08, 0.08);
  s.box(c, d, '#c7cdd6');
  const [e, f] = placeBox(axis, cx, cz, -0.8, 0.8, 0, 0.1, -0.3, 0.3);
  s.box(e, f, '#c7cdd6');
  const [g, h] = placeBox(axis, cx, cz, 0.6, 0.9, 0.75, 0.82, -0.25, 0.25);
  s.box(g, h, '#f2efe9');
}

function reformer(s: Scene, cx: number, cz: number, carriage: string): void {
  s.box([cx - 0.35, 0.1, cz], [cx + 0.35, 0.32, cz + 2.4], C.woodLight, { top: '#d9a06d' });
  for (const z of [0.05, 2.25]) s.box([cx - 0.33, 0, cz + z], [cx + 0.33, 0.1, cz + z + 0.1], '#8d97a5');
  s.box([cx - 0.3, 0.32, cz + 0.35], [cx + 0.3, 0.42, cz + 1.2], carriage, { top: shade(carriage, 1.1) });
  for (const x of [-0.22, 0.14]) s.box([cx + x, 0.42, cz + 0.95], [cx + x + 0.08, 0.58, cz + 1.05], carriage);
  s.prism([cx - 0.36, 0.75, cz + 2.15], 0, 0.025, 0.72, 8, '#c7cdd6');
  for (const x of [-0.36, 0.32]) s.box([cx + x, 0.32, cz + 2.12], [cx + x + 0.04, 0.76, cz + 2.18], '#c7cdd6');
  for (let i = 0; i < 4; i += 1) s.segment([cx - 0.15 + i * 0.1, 0.3, cz + 1.25], [cx - 0.15 + i * 0.1, 0.3, cz + 2.0], '#f2efe9', 0.01);
}

function plant(s: Scene, cx: number, cz: number): void {
  s.prism([cx, 0, cz], 1, 0.22, 0.45, 10, '#2a3342');
  s.sphere([cx, 0.85, cz], 0.38, '#2f5a44');
  s.sphere([cx + 0.18, 1.1, cz - 0.05], 0.26, '#3a6b52');
}

/* ------------------------------------------------------------------------------------------------
 * Perspective rooms (tour/, facility/, pilates/, social/)
 * ---------------------------------------------------------------------------------------------- */

type InteriorVariant =
  | 'entrance' | 'clinic' | 'pilates' | 'boxing' | 'change' | 'desk' | 'turf' | 'kettlebell' | 'cardio'
  | 'cable' | 'machines' | 'stretch' | 'dumbbell' | 'rack' | 'floor';

/** Most specific first; the file name is searched before the label. */
const INTERIOR_KEYWORDS: [InteriorVariant, string[]][] = [
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

/** True when `word` occurs in `text` at the start of a word ("late" does not match "pilates"). */
function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}`).test(text);
}

function findKeyword<T extends string>(table: [T, string[]][], texts: string[]): T | null {
  for (const text of texts) {
    const t = text.toLowerCase();
    for (const [variant, words] of table) if (words.some((w) => hasWord(t, w))) return variant;
  }
  return null;
}

interface RoomTheme {
  wall: string;
  back: string;
  floor: string;
  ceiling: string;
  grid: string;
  light: string;
  fog: string;
  stripe: string | null;
}

const DARK_ROOM: RoomTheme = {
  wall: '#253042',
  back: '#2a3447',
  floor: '#161b23',
  ceiling: '#0d1117',
  grid: '#3a4556',
  light: C.warmWhite,
  fog: '#0e1218',
  stripe: C.accent,
};

const LIGHT_ROOM: RoomTheme = {
  wall: '#dcd8d1',
  back: '#c3d1e0',
  floor: '#b9b3aa',
  ceiling: '#f0ede7',
  grid: '#a39d94',
  light: '#ffffff',
  fog: '#efe9e0',
  stripe: C.accent,
};

interface Room {
  x0: number;
  x1: number;
  h: number;
  z1: number;
}

type BackWall = 'windows' | 'mirror' | 'sign' | 'tiles' | 'plain';

/** Walls with near-to-far gradients, a tiled floor, ceiling light strips with glow, and back-wall features. */
function buildRoom(s: Scene, rng: Rng, room: Room, theme: RoomTheme, back: BackWall, lights: 'strips' | 'panels' | 'accent'): void {
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
    [0, 1.1, C.accent, 0.9],
    [1.5, 0.45, theme === LIGHT_ROOM ? C.steel : C.steelLight, 0.55],
  ];
  for (const [off, width, color, opacity] of bands) {
    const a = z0 + off;
    s.polygon([[x, 0, a], [x, 0, a + width], [x, room.h, a + width + 2.6], [x, room.h, a + 2.6]], color, { layer: 0, emissive: true, opacity });
  }
}

/** A battle rope lying in loose waves from an anchor towards the camera. */
function battleRope(s: Scene, from: Vec3, to: Vec3, phase: number): void {
  const n = 24;
  let prev: Vec3 = from;
  for (let i = 1; i <= n; i += 1) {
    const t = i / n;
    const p: Vec3 = [from[0] + (to[0] - from[0]) * t + Math.sin(t * 9 + phase) * 0.18 * t, 0.04, from[2] + (to[2] - from[2]) * t];
    s.segment(prev, p, '#20262f', 0.05, { layer: 1 });
    prev = p;
  }
}

function ceilingLights(s: Scene, room: Room, theme: RoomTheme, lights: 'strips' | 'panels' | 'accent'): void {
  const { x0, x1, h, z1 } = room;
  const glow = s.defs.blur(10);
  const color = lights === 'accent' ? C.accent : theme.light;
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
      ? s.defs.linear([[0, '#9fbbd8'], [0.7, '#e8eef3'], [1, '#ffd9bd']], 0, top[1], 0, bottom[1], true)
      : s.defs.linear([[0, '#1b2a40'], [0.55, C.steel], [0.85, '#ffb27a'], [1, C.accent]], 0, top[1], 0, bottom[1], true);
    const pane = 1.5;
    for (let x = x0 + 0.4; x + pane <= x1 - 0.3; x += pane + 0.15) {
      s.polygon([[x, 0.6, z], [x + pane, 0.6, z], [x + pane, h - 0.4, z], [x, h - 0.4, z]], C.steel, { layer: 0, fill: sunrise });
      s.polygon([[x, 1.9, z - 0.005], [x + pane, 1.9, z - 0.005], [x + pane, 1.95, z - 0.005], [x, 1.95, z - 0.005]], '#11161d', { layer: 0, emissive: true });
    }
    // skyline silhouette in the lower part of the windows
    const sil: Vec3[] = [[x0 + 0.4, 0.6, z - 0.002]];
    for (let x = x0 + 0.4; x < x1 - 0.3; x += rng.range(0.3, 0.8)) {
      const hh = 0.6 + rng.range(0.05, 0.45);
      sil.push([x, hh, z - 0.002], [x + 0.25, hh, z - 0.002]);
    }
    sil.push([x1 - 0.3, 0.6, z - 0.002]);
    s.polygon(sil, '#0e1218', { layer: 0, emissive: true, opacity: theme === LIGHT_ROOM ? 0.25 : 0.6 });
    const rays = s.defs.blur(30);
    s.polygon([[x0 + 1, 0.003, z1 - 0.5], [x1 - 1, 0.003, z1 - 0.5], [x1 - 3, 0.003, z1 * 0.35], [x0 + 3, 0.003, z1 * 0.35]], C.accent, { layer: 1, emissive: true, opacity: theme === LIGHT_ROOM ? 0.1 : 0.16, filter: rays });
  } else if (kind === 'mirror') {
    const a = s.cam.point([x0, h - 0.8, z]);
    const b = s.cam.point([x1, 0.3, z]);
    if (!a || !b) return;
    const fill = s.defs.linear([[0, '#2c3a4d'], [0.45, '#4a6482'], [0.5, '#6d8bad'], [0.56, '#3d536c'], [1, '#26313f']], a[0], a[1], b[0], b[1], true);
    s.polygon([[x0 + 0.3, 0.3, z], [x1 - 0.3, 0.3, z], [x1 - 0.3, h - 0.8, z], [x0 + 0.3, h - 0.8, z]], C.steel, { layer: 0, fill, opacity: theme === LIGHT_ROOM ? 0.7 : 1 });
  } else if (kind === 'sign') {
    const glow = s.defs.blur(14);
    const word = rng.pick(['FORGE 24', 'FORGE 24', '24/7', 'FORGE']);
    s.label([(x0 + x1) / 2, h * 0.58, z], word, 0.95, C.accent, { layer: 0, spacing: 0.05, filter: glow, opacity: 0.8 });
    s.label([(x0 + x1) / 2, h * 0.58, z], word, 0.95, C.accent, { layer: 0, spacing: 0.05 });
  } else if (kind === 'tiles') {
    for (let y = 0.3; y < h; y += 0.3) s.segment([x0, y, z], [x1, y, z], shade(theme.back, 0.8), 0.01, { layer: 0 });
    for (let x = Math.ceil(x0); x < x1; x += 0.3) s.segment([x, 0, z], [x, h, z], shade(theme.back, 0.8), 0.01, { layer: 0 });
  }
}

/** Wide view down the room, or (closeUp) a lower camera near one side, turned towards that wall. */
function interiorCamera(w: number, h: number, rng: Rng, z1: number, half: number, closeUp: boolean, wallSide: -1 | 0 | 1 = 0): Camera {
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

function sceneFloor(s: Scene, rng: Rng, room: Room): void {
  for (let i = 0; i < 3; i += 1) powerRack(s, rng, 'z', room.x0 + 1.0, 3.2 + i * 2.8);
  dumbbellRack(s, rng, room.x1, -1, 3.5, room.z1 - 2);
  for (let i = 0; i < 3; i += 1) bench(s, rng.range(0.6, 1.6), 3.5 + i * 2.6, 'x');
  kettlebell(s, -1.2, 4, 0.14, C.accent);
  kettlebell(s, -0.8, 4.2, 0.12, C.raised);
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
  s.polygon(lane, C.turf, { layer: 1 }, [0, 1, 0]);
  for (let z = 2; z < room.z1; z += 2.5) s.segment([-1.8, 0.006, z], [1.8, 0.006, z], '#e8efe9', 0.05, { layer: 1, opacity: 0.7 });
  for (const x of [-1.8, 1.8]) s.segment([x, 0.006, 0.2], [x, 0.006, room.z1], '#e8efe9', 0.05, { layer: 1, opacity: 0.7 });
  sled(s, rng.range(-0.6, 0.6), 4.2);
  rig(s, rng, room.x0, 1, 3, room.z1 - 2);
  for (let i = 0; i < 3; i += 1) plyoBox(s, room.x1 - 1.2, 4 + i * 1.2, 0.5 + (i % 2) * 0.15, i === 1 ? C.accent : '#2a2118');
  s.box([room.x1 - 0.5, 0, 8], [room.x1 - 0.2, 0.5, 8.3], '#8d97a5');
  battleRope(s, [room.x1 - 0.5, 0.04, 8.05], [room.x1 - 2.4, 0.04, 3], 0);
  battleRope(s, [room.x1 - 0.5, 0.04, 8.25], [room.x1 - 1.6, 0.04, 3.2], 1.7);
}

function sceneKettlebell(s: Scene, rng: Rng, room: Room): void {
  for (const y of [0, 0.45]) s.box([room.x0, y, 3], [room.x0 + 0.8, y + 0.08, room.z1 - 3], '#2a3342');
  for (let z = 3.3; z < room.z1 - 3; z += 0.45) {
    kettlebell(s, room.x0 + 0.4, z, rng.range(0.09, 0.15), rng.pick([C.raised, C.accent, '#20262f', C.steel]));
  }
  for (let i = 0; i < 4; i += 1) {
    mat(s, 0.5, 3 + i * 2.2, 1.4, 1.9, i % 2 ? C.steelDark : '#23180f');
    kettlebell(s, 0.5, 3 + i * 2.2, 0.14, C.accent);
  }
  for (let i = 0; i < 5; i += 1) s.sphere([room.x1 - 1.2, 0.2, 3.5 + i * 0.6], 0.2, '#1a1f27');
  rig(s, rng, room.x1, -1, room.z1 - 6, room.z1 - 1);
}

function sceneBoxing(s: Scene, rng: Rng, room: Room): void {
  const padding = '#1a2a3d';
  s.box([room.x0 + 0.5, 0, 2], [room.x1 - 0.5, 0.04, room.z1 - 0.5], padding, { layer: 1, top: '#1d2f45' });
  for (let z = 3; z < room.z1 - 1; z += 2) s.segment([room.x0 + 0.5, 0.045, z], [room.x1 - 0.5, 0.045, z], '#12202f', 0.03, { layer: 1 });
  for (let row = 0; row < 3; row += 1) {
    for (const x of [-3.2, -1.2, 1.2, 3.2]) {
      heavyBag(s, x + (row % 2) * 0.5, 4 + row * 3.2, room.h, (row + Math.round(x)) % 3 === 0 ? C.accent : rng.pick([C.raised, '#3a1f16', '#20262f']));
    }
  }
  s.box([room.x1 - 0.6, 1.5, 3], [room.x1 - 0.01, 1.6, 3.8], '#8d97a5');
  s.sphere([room.x1 - 0.5, 1.35, 3.4], 0.12, C.accent);
}

function sceneDesk(s: Scene, rng: Rng, room: Room): void {
  desk(s, room.z1 - 3.2, 4.4);
  for (let i = 0; i < 3; i += 1) s.box([room.x1 - 0.4, 0.6 + i * 0.55, 3], [room.x1 - 0.01, 0.64 + i * 0.55, room.z1 - 4.5], '#2a3342');
  for (let i = 0; i < 3; i += 1) {
    for (let z = 3.2; z < room.z1 - 4.7; z += 0.45) {
      s.box([room.x1 - 0.35, 0.64 + i * 0.55, z], [room.x1 - 0.08, 0.64 + i * 0.55 + rng.range(0.15, 0.35), z + 0.3], rng.pick([C.accent, C.raised, C.steel, C.light]));
    }
  }
  s.box([room.x0 + 0.3, 0, 3], [room.x0 + 0.9, 0.45, 6.5], '#2a3342', { top: '#3a4556' });
  plant(s, room.x0 + 0.7, 7.5);
  plant(s, 2.9, room.z1 - 1.2);
}

function sceneStretch(s: Scene, rng: Rng, room: Room): void {
  const colors = [C.accent, C.steel, '#2a3342', C.steelDark];
  for (let r = 0; r < 3; r += 1) {
    for (let c = -1; c <= 1; c += 1) {
      const x = c * 2.3;
      const z = 4 + r * 2.8;
      mat(s, x, z, 0.9, 1.9, rng.pick(colors));
      if (rng.chance(0.6)) roller(s, x, z + 1.2, rng.pick([C.raised, C.accent, C.light]));
    }
  }
  for (let z = 3; z < room.z1 - 1; z += 0.5) s.box([room.x0 + 0.01, 0.2, z], [room.x0 + 0.12, 2.6, z + 0.05], C.woodLight);
  for (let y = 0.4; y < 2.6; y += 0.35) s.box([room.x0 + 0.1, y, 3], [room.x0 + 0.15, y + 0.04, room.z1 - 1], C.woodLight);
}

function sceneClinic(s: Scene, rng: Rng, room: Room): void {
  treatmentTable(s, room.x0 + 1.8, 3.8, 'z', C.steelDark);
  treatmentTable(s, room.x1 - 1.8, 5.6, 'z', '#26415e');
  for (const x of [-0.9, 0.9]) {
    for (const z of [3.2, 6.2]) s.box([x - 0.03, 0, z - 0.03], [x + 0.03, 1.0, z + 0.03], '#8d97a5');
    s.box([x - 0.03, 0.95, 3.2], [x + 0.03, 1.02, 6.2], C.accent);
  }
  s.box([room.x1 - 0.35, 0.3, 2.6], [room.x1 - 0.01, 2.2, 4.2], '#f2efe9', { top: '#ffffff' });
  for (let i = 0; i < 5; i += 1) s.box([room.x1 - 0.34, 0.55 + i * 0.35, 2.7], [room.x1 - 0.05, 0.62 + i * 0.35, 4.1], [C.accent, C.steel, '#3ecf8e', C.steelDark, '#ffd166'][i]);
  s.prism([room.x0 + 3.4, 0, 6.2], 1, 0.22, 0.5, 12, C.steelDark, { cap: C.steel });
  s.box([room.x0 + 3.2, 0, 6.6], [room.x0 + 3.24, 2.3, 8.2], '#f7f4ef', { opacity: 0.85 });
  s.box([-1.5, 1.6, room.z1 - 0.45], [1.5, 2.4, room.z1 - 0.01], '#ffffff', { top: '#f4f1ea' });
  s.box([-1.5, 0, room.z1 - 0.6], [1.5, 0.9, room.z1 - 0.01], '#f2efe9', { top: '#d9d4cc' });
  s.box([2.2, 1.0, room.z1 - 0.02], [3.6, 2.6, room.z1 - 0.01], C.steelLight);
  for (let i = 0; i < 5; i += 1) s.segment([2.35, 2.4 - i * 0.28, room.z1 - 0.03], [3.2 - (i % 2) * 0.3, 2.4 - i * 0.28, room.z1 - 0.03], C.steelDark, 0.04);
  s.sphere([room.x1 - 1.2, 0.33, 4], 0.33, C.steel);
  s.sphere([room.x1 - 0.6, 0.12, 5], 0.12, C.accent);
  mat(s, 0.3, 6.5, 1, 1.9, C.steel);
  for (let i = 0; i < 4; i += 1) s.segment([room.x0 + 0.02, 1.4 + i * 0.05, 3 + i * 0.6], [room.x0 + 0.02, 0.6, 3.3 + i * 0.6], i % 2 ? C.accent : C.steel, 0.03);
}

function scenePilates(s: Scene, rng: Rng, room: Room): void {
  for (let r = 0; r < 2; r += 1) {
    for (const x of [-2.8, 0, 2.8]) reformer(s, x + rng.range(-0.1, 0.1), 3.5 + r * 4, r === 0 && x === 0 ? C.accent : rng.pick([C.steelDark, '#e9e4dc', C.steel]));
  }
  plant(s, room.x0 + 0.7, room.z1 - 1.2);
  plant(s, room.x1 - 0.7, room.z1 - 1.4);
  for (let i = 0; i < 4; i += 1) s.sphere([room.x1 - 0.6, 0.28, 3 + i * 0.7], 0.28, rng.pick([C.steel, C.accent, '#e9e4dc']));
}

function sceneChange(s: Scene, _rng: Rng, room: Room): void {
  for (let z = 2; z < room.z1 - 0.8; z += 0.5) {
    const idx = Math.round(z * 2);
    locker(s, room.x0, room.x0 + 0.55, z, idx % 5 === 0 ? C.accent : idx % 2 ? C.steel : '#4a6b91', 1);
    locker(s, room.x1 - 0.55, room.x1, z, idx % 7 === 0 ? C.accent : idx % 2 ? '#4a6b91' : C.steel, -1);
  }
  for (let i = 0; i < 3; i += 1) {
    s.box([-1.6, 0.42, 3 + i * 2.6], [-0.9, 0.5, 5 + i * 2.6], C.woodLight, { top: '#d9a06d' });
    s.box([0.9, 0.42, 3 + i * 2.6], [1.6, 0.5, 5 + i * 2.6], C.woodLight, { top: '#d9a06d' });
    for (const x of [-1.3, 1.2]) s.box([x, 0, 3.9 + i * 2.6], [x + 0.1, 0.42, 4.1 + i * 2.6], '#8d97a5');
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
interface InteriorOpts {
  closeUp?: boolean;
  back?: BackWall;
}

function renderInterior(w: number, h: number, rng: Rng, variant: InteriorVariant, opts: InteriorOpts = {}): string {
  if (variant === 'entrance') return renderEntrance(w, h, rng);
  const spec = INTERIOR_SCENES[variant];
  const theme = spec.light ? LIGHT_ROOM : DARK_ROOM;
  const half = rng.range(4.6, 5.4);
  const room: Room = { x0: -half, x1: half, h: 4.2, z1: variant === 'desk' || variant === 'clinic' ? rng.range(8.5, 10) : rng.range(11, 14) };
  const defs = new Defs();
  const s = new Scene(interiorCamera(w, h, rng, room.z1, half, (opts.closeUp ?? false) && spec.closeSide !== undefined, spec.closeSide ?? 0), defs, theme.fog);
  buildRoom(s, rng, room, theme, opts.back ?? spec.back, spec.lights);
  const sheen = defs.radial([[0, spec.light ? '#ffffff' : '#ffd9bd', spec.light ? 0.25 : 0.12], [1, '#ffd9bd', 0]], 0.5, 0.5, 0.5);
  s.add(1, -1e6, `<ellipse cx="${n1(w / 2)}" cy="${n1(h * 0.78)}" rx="${n1(w * 0.55)}" ry="${n1(h * 0.25)}" fill="${sheen}"/>`);
  spec.build(s, rng, room);
  const body = `<rect width="${w}" height="${h}" fill="${theme.ceiling}"/>${s.toSvg()}${grain(defs, rng, w, h, spec.light ? 0.5 : 0.7)}${vignette(defs, w, h, spec.light ? 0.35 : 0.6)}`;
  return svgDoc(w, h, defs, body);
}

/** The gym's front at night: lit glass, the sign, free parking. */
function renderEntrance(w: number, h: number, rng: Rng): string {
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
  const s = new Scene(cam, defs, '#10151d');
  const sky = defs.linear([[0, '#07090d'], [0.55, '#141c29'], [1, '#3a2a25']], 0, 0, 0, 1);
  let body = `<rect width="${w}" height="${h}" fill="${sky}"/>`;
  for (let i = 0; i < 40; i += 1) body += `<circle cx="${n1(rng.range(0, w))}" cy="${n1(rng.range(0, h * 0.35))}" r="${n1(rng.range(0.6, 1.6))}" fill="#dfe7f1" opacity="${r1(rng.range(0.2, 0.7))}"/>`;
  const zf = 16;
  s.polygon([[-60, 0, 0.3], [60, 0, 0.3], [60, 0, 80], [-60, 0, 80]], '#151a21', { layer: 0, fill: defs.linear([[0, '#1b2028'], [1, '#0e1116']], 0, 1, 0, 0) });
  for (let x = -14; x <= 14; x += 2.8) s.polygon([[x, 0.002, 3], [x + 0.12, 0.002, 3], [x + 0.12, 0.002, 8.5], [x, 0.002, 8.5]], '#d9dde3', { layer: 1, emissive: true, opacity: 0.55 });
  s.polygon([[-30, 0.003, 11], [30, 0.003, 11], [30, 0.003, 11.3], [-30, 0.003, 11.3]], C.accent, { layer: 1, emissive: true, opacity: 0.5 });
  s.box([-30, 0, zf], [30, 0.15, zf + 4], '#2a3342', { layer: 1 });
  s.box([-11, 0, zf], [11, 7, zf + 6], '#1c2330', { faces: { nz: '#222b39' }, top: '#2a3342' });
  s.box([-30, 0, zf + 1.5], [-11, 5, zf + 6], '#161b23', { faces: { nz: '#19202a' } });
  s.box([11, 0, zf + 1.5], [30, 5.5, zf + 6], '#161b23', { faces: { nz: '#19202a' } });
  const zg = zf - 0.01;
  const glass = defs.linear([[0, '#ffd7b0'], [0.6, '#f5a66f'], [1, '#6a3a22']], 0, 0, 0, 1);
  for (let x = -9.5; x < 9.4; x += 2.4) {
    const isDoor = Math.abs(x + 1.2) < 0.1;
    s.polygon([[x, 0.15, zg], [x + 2.2, 0.15, zg], [x + 2.2, 4.2, zg], [x, 4.2, zg]], C.accent, { layer: 2, fill: glass, opacity: isDoor ? 1 : 0.82 });
    for (let k = 0; k < 3; k += 1) s.polygon([[x + 0.3 + k * 0.6, 0.15, zg - 0.005], [x + 0.55 + k * 0.6, 0.15, zg - 0.005], [x + 0.55 + k * 0.6, 1.1 + (k % 2) * 0.3, zg - 0.005], [x + 0.3 + k * 0.6, 1.1 + (k % 2) * 0.3, zg - 0.005]], '#3a2418', { layer: 2, emissive: true, opacity: 0.55 });
  }
  s.box([-1.2, 0.15, zg - 0.05], [-1.1, 4.2, zg], '#0e1116');
  s.box([1.6, 1.1, zg - 0.08], [1.75, 1.35, zg], '#111419', { faces: { nz: C.accent } });
  s.box([-10.5, 4.5, zf - 0.4], [10.5, 5.9, zf], '#0f1319', { top: '#1c2330' });
  const glow = defs.blur(16);
  s.label([0, 4.85, zf - 0.45], 'FORGE 24 FITNESS', 0.95, C.accent, { layer: 3, spacing: 0.06, filter: glow, opacity: 0.9 });
  s.label([0, 4.85, zf - 0.45], 'FORGE 24 FITNESS', 0.95, '#ffb58f', { layer: 3, spacing: 0.06 });
  s.box([6.2, 2.8, zf - 0.3], [8.2, 3.8, zf - 0.05], '#0f1319');
  s.label([7.2, 3.02, zf - 0.32], '24/7', 0.75, C.light, { layer: 3 });
  s.polygon([[-12, 0.003, zf - 1], [12, 0.003, zf - 1], [9, 0.003, zf - 7], [-9, 0.003, zf - 7]], '#ffb27a', { layer: 1, emissive: true, opacity: 0.18, filter: defs.blur(30) });
  for (const x of [-13, 13]) {
    s.box([x - 0.1, 0, 9], [x + 0.1, 6, 9.2], '#2a3342');
    s.box([x - 0.9, 6, 9], [x + 0.1, 6.15, 9.3], '#2a3342');
    s.sphere([x - 0.7, 5.9, 9.15], 0.25, C.warmWhite, { layer: 3 });
    s.polygon([[x - 3, 0.003, 6], [x + 2, 0.003, 6], [x + 2, 0.003, 12], [x - 3, 0.003, 12]], C.warmWhite, { layer: 1, emissive: true, opacity: 0.09, filter: defs.blur(40) });
  }
  body += s.toSvg() + grain(defs, rng, w, h, 0.8) + vignette(defs, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

/* ------------------------------------------------------------------------------------------------
 * Isometric architectural renders (expansion/)
 * ---------------------------------------------------------------------------------------------- */

type ExpansionVariant = 'sauna' | 'group' | 'shower' | 'recovery' | 'floor';

const EXPANSION_KEYWORDS: [ExpansionVariant, string[]][] = [
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
  const cedar = C.woodLight;
  s.box([0, 0, 0], [5.2, ISO.h - 0.4, 0.05], C.wood, { layer: 1 });
  s.box([0, 0, 0], [0.05, ISO.h - 0.4, 4.6], C.wood, { layer: 1 });
  for (let x = 0.25; x < 5.2; x += 0.25) s.segment([x, 0.05, 0.06], [x, ISO.h - 0.45, 0.06], shade(C.wood, 0.75), 0.015, { layer: 1 });
  for (let z = 0.25; z < 4.6; z += 0.25) s.segment([0.06, 0.05, z], [0.06, ISO.h - 0.45, z], shade(C.wood, 0.75), 0.015, { layer: 1 });
  s.box([0.05, 0, 0.05], [5.2, 0.45, 1.3], cedar, { top: '#e0a474' });
  s.box([0.05, 0.45, 0.05], [5.2, 0.95, 0.7], cedar, { top: '#e0a474' });
  s.box([0.05, 0, 1.3], [1.3, 0.45, 4.6], cedar, { top: '#e0a474' });
  s.box([0.05, 0.45, 0.7], [0.7, 0.95, 4.6], cedar, { top: '#e0a474' });
  s.box([3.8, 0, 3.3], [4.6, 0.8, 4.1], '#20262f', { top: '#2a3342' });
  for (let i = 0; i < 14; i += 1) s.sphere([3.9 + rng.range(0, 0.6), 0.85 + rng.range(0, 0.1), 3.4 + rng.range(0, 0.6)], 0.09, i % 3 ? '#6b6f76' : C.accent);
  s.sphere([4.2, 1.1, 3.7], 0.5, C.accent, { layer: 3, opacity: 0.35 });
  s.box([5.2, 0, 0], [5.25, ISO.h - 0.4, 4.6], '#bcd3ea', { opacity: 0.35 });
  s.box([0, 0, 4.6], [5.2, ISO.h - 0.4, 4.65], '#bcd3ea', { opacity: 0.35 });
  s.prism([2.6, 0, 2.6], 1, 0.18, 0.3, 10, C.wood);
  for (let i = 0; i < 3; i += 1) s.box([6 + i * 1.2, 0, 1], [6.8 + i * 1.2, 0.45, 2.6], C.steelDark, { top: C.steel });
  s.box([6, 0, 5.5], [9.4, 0.02, 7.5], C.accent, { layer: 1, opacity: 0.9 });
}

function isoGroup(s: Scene, rng: Rng): void {
  s.box([0.02, 0.1, 0.5], [0.06, 2.6, 7.5], '#cfe0f2', { opacity: 0.85 });
  s.box([0.5, 0.1, 0.02], [9.5, 2.6, 0.06], '#cfe0f2', { opacity: 0.85 });
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 4; c += 1) {
      const x = 1.8 + c * 2;
      const z = 2 + r * 1.9;
      s.box([x, 0, z], [x + 0.8, 0.03, z + 1.5], (r + c) % 3 === 0 ? C.accent : C.steelDark, { layer: 1 });
      if ((r + c) % 2 === 0) kettlebell(s, x + 0.4, z - 0.25, 0.13, rng.pick([C.accent, C.raised]));
    }
  }
  s.box([8.8, 0, 0.3], [9.8, 0.8, 1.2], '#20262f', { top: '#2a3342' });
  for (let i = 0; i < 6; i += 1) s.sphere([9.0 + (i % 3) * 0.3, 0.95, 0.5 + Math.floor(i / 3) * 0.4], 0.14, i % 2 ? C.accent : C.steel);
  s.box([0.1, 2.7, 0.1], [0.5, 3.1, 0.5], '#20262f');
}

function isoShower(s: Scene): void {
  for (let i = 0; i < 5; i += 1) {
    const x0 = 0.4 + i * 1.8;
    s.box([x0, 0, 0], [x0 + 0.08, 2.4, 1.8], '#dfe6ee', { top: '#ffffff' });
    s.box([x0 + 0.08, 0, 1.72], [x0 + 1.72, 2.1, 1.78], '#bcd3ea', { opacity: 0.45 });
    s.box([x0 + 0.7, 2.2, 0.05], [x0 + 1.1, 2.26, 0.5], '#c7cdd6');
    s.box([x0 + 1.2, 1.6, 1.6], [x0 + 1.24, 1.64, 1.7], C.accent);
    s.box([x0 + 0.1, 0.002, 0.05], [x0 + 1.7, 0.01, 1.7], '#7f97b3', { layer: 1 });
  }
  s.box([9.4, 0, 0], [9.48, 2.4, 1.8], '#dfe6ee', { top: '#ffffff' });
  for (let i = 0; i < 2; i += 1) s.box([1.5 + i * 4, 0.4, 4], [4.5 + i * 4, 0.48, 4.5], C.woodLight, { top: '#d9a06d' });
  s.box([0.05, 0, 3], [0.6, 2.2, 7.5], C.steelDark, { top: C.steel });
  for (let z = 3.4; z < 7.4; z += 0.55) s.box([0.6, 1.0, z], [0.62, 1.15, z + 0.05], C.accent);
}

function isoRecovery(s: Scene, rng: Rng): void {
  s.box([0.5, 0, 0.5], [3.2, 0.9, 2.2], '#dfe6ee', { top: '#ffffff' });
  s.box([0.65, 0.9, 0.65], [3.05, 0.905, 2.05], '#7fb2e0', { emissive: true });
  s.box([4, 0, 0.5], [6.7, 0.9, 2.2], '#dfe6ee', { top: '#ffffff' });
  s.box([4.15, 0.9, 0.65], [6.55, 0.905, 2.05], C.accent, { emissive: true, opacity: 0.85 });
  for (let i = 0; i < 3; i += 1) {
    const x = 1 + i * 2.4;
    s.box([x, 0, 4.3], [x + 0.9, 0.45, 5.3], C.steelDark, { top: C.steel });
    s.box([x, 0.45, 4.3], [x + 0.9, 1.25, 4.55], C.steelDark, { top: C.steel });
    s.box([x + 0.25, 0.2, 5.3], [x + 0.65, 0.35, 6.1], C.steelDark, { top: C.steel });
  }
  for (let i = 0; i < 5; i += 1) s.prism([8.1, 0.08, 0.8 + i * 0.35], 0, 0.08, 0.9, 10, rng.pick([C.accent, C.raised, C.light]));
  s.box([7.6, 0, 4], [9.6, 0.02, 7.5], C.steel, { layer: 1 });
  s.box([7.9, 0, 4.3], [9.3, 0.025, 5.6], C.accent, { layer: 1 });
}

function isoTrainingFloor(s: Scene, rng: Rng): void {
  s.box([3.5, 0, 5.5], [10, 0.02, 7.7], C.turf, { layer: 1 });
  for (let x = 4; x < 10; x += 1.5) s.box([x, 0.02, 5.5], [x + 0.05, 0.025, 7.7], '#e8efe9', { layer: 1 });
  for (let i = 0; i < 3; i += 1) powerRack(s, rng, 'x', 2 + i * 2.8, 1.2, true);
  dumbbellRack(s, rng, 0, 1, 2.5, 7.5);
  sled(s, 8.5, 6.6);
  for (let i = 0; i < 2; i += 1) bench(s, 2.5 + i * 2.5, 3.8, 'x');
}

function isoWindows(s: Scene): void {
  for (let x = 0.5; x < ISO.x - 0.4; x += 1.6) s.polygon([[x, 0.9, 0.001], [x + 1.3, 0.9, 0.001], [x + 1.3, ISO.h - 0.3, 0.001], [x, ISO.h - 0.3, 0.001]], '#cfe0f2', { layer: 0, emissive: true, opacity: 0.8 }, [0, 0, 1]);
}

/** Architectural-render look: a cut-away isometric room in steel blue with orange accents and callouts. */
function renderExpansion(w: number, h: number, rng: Rng, variant: ExpansionVariant, compact = false): string {
  const defs = new Defs();
  const scale = Math.min((w * 0.82) / ((ISO.x + ISO.z) * 0.866), (h * 0.74) / ((ISO.x + ISO.z) * 0.5 + ISO.h));
  const origin: Vec2 = [w / 2 + ((ISO.z - ISO.x) * 0.866 * scale) / 2, h * 0.5 - ((ISO.x + ISO.z) * 0.5 - ISO.h) * scale * 0.5 + (compact ? 0 : h * 0.03)];
  const s = new Scene(isometricCamera(origin, scale), defs, C.bg, 'rgba(220,232,245,0.35)');
  const bg = defs.linear([[0, '#101826'], [1, '#0b0e13']], 0, 0, 0, 1);
  let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const gridId = defs.uid('bp');
  defs.add(`<pattern id="${gridId}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${C.steel}" stroke-width="0.6" opacity="0.22"/></pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${gridId})"/>`;
  body += `<ellipse cx="${n1(w / 2)}" cy="${n1(h * 0.6)}" rx="${n1(w * 0.45)}" ry="${n1(h * 0.3)}" fill="${C.steel}" opacity="0.12" filter="${defs.blur(60)}"/>`;
  const palettes: Record<ExpansionVariant, [string, string]> = {
    sauna: ['#8ea6c2', '#5b7fa6'],
    group: ['#a9bdd4', '#5b7fa6'],
    shower: ['#b9c8da', '#6d8db3'],
    recovery: ['#9fb5cf', '#4f7199'],
    floor: ['#7f98b6', '#4a6b91'],
  };
  const [floor, wall] = palettes[variant];
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
    out += `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(b[0])}" y2="${n1(b[1])}" stroke="${C.accent}" stroke-width="1.5"/>`;
    for (const p of [a, b]) out += `<circle cx="${n1(p[0])}" cy="${n1(p[1])}" r="4" fill="${C.accent}"/>`;
  }
  const c = s.cam.point([ISO.x + 0.6, 0, 0]);
  const d = s.cam.point([ISO.x + 0.6, 0, ISO.z]);
  if (c && d) {
    out += `<line x1="${n1(c[0])}" y1="${n1(c[1])}" x2="${n1(d[0])}" y2="${n1(d[1])}" stroke="${C.steelLight}" stroke-width="1.2" stroke-dasharray="6 5"/>`;
  }
  const title = EXPANSION_TITLES[variant];
  const pad = compact ? 36 : 48;
  const size = fitSize(title, w * 0.5, compact ? 34 : 40, true, 2);
  out += `<rect x="${pad}" y="${pad}" width="6" height="${n1(size * 1.9)}" fill="${C.accent}"/>`;
  out += svgText('EXPANSION · CONCEPT', { x: pad + 20, y: pad + 16, size: 14, fill: C.steelLight, spacing: 3, condensed: true });
  out += svgText(title, { x: pad + 20, y: pad + 18 + size, size, fill: C.light, condensed: true, spacing: 2 });
  if (!compact) {
    const nx = w - pad - 30;
    const ny = pad + 30;
    out += `<circle cx="${nx}" cy="${ny}" r="24" fill="none" stroke="${C.steelLight}" stroke-width="1.2" opacity="0.7"/>`;
    out += `<path d="M${nx} ${ny - 20}L${nx + 7} ${ny + 4}L${nx} ${ny - 2}L${nx - 7} ${ny + 4}Z" fill="${C.accent}"/>`;
    out += svgText('N', { x: nx, y: ny + 44, size: 13, fill: C.steelLight, anchor: 'middle' });
    out += svgText('FORGE 24 FITNESS', { x: w - pad, y: h - pad + 4, size: 14, fill: C.steelLight, anchor: 'end', spacing: 3, condensed: true });
    out += `<line x1="${w - pad - 180}" y1="${h - pad - 16}" x2="${w - pad}" y2="${h - pad - 16}" stroke="${C.steel}" stroke-width="1"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * Hero: bold, dramatic, diagonal
 * ---------------------------------------------------------------------------------------------- */

function renderHero(w: number, h: number, rng: Rng): string {
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, '#161c27'], [1, C.bg]], 0, 0, 1, 1)}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, C.accent, 0.38], [0.45, C.ember, 0.12], [1, C.bg, 0]], 0.7, 0.42, 0.6)}"/>`;
  body += heroFloorGrid(w, h);
  body += svgText('24', { x: w * 0.99, y: h * 0.9, size: h * 0.95, fill: 'none', anchor: 'end', condensed: true, stroke: C.steel, strokeWidth: 3, opacity: 0.22 });
  body += heroLightBars(defs, rng, w, h);
  body += heroBarbell(defs, rng, w, h);
  body += heroSparks(defs, rng, w, h);
  body += `<rect width="${w}" height="${h}" fill="${defs.linear([[0, C.bg, 0.85], [0.45, C.bg, 0.35], [0.62, C.bg, 0]], 0, 0, 1, 0)}"/>`;
  body += grain(defs, rng, w, h, 1) + vignette(defs, w, h, 0.65);
  return svgDoc(w, h, defs, body);
}

function heroFloorGrid(w: number, h: number): string {
  const vx = w * 0.62;
  const vy = h * 0.52;
  let out = `<g stroke="${C.steel}" stroke-width="1" opacity="0.16">`;
  for (let i = -14; i <= 14; i += 1) out += `<line x1="${n1(vx)}" y1="${n1(vy)}" x2="${n1(vx + i * w * 0.09)}" y2="${h}"/>`;
  for (let k = 1; k < 9; k += 1) {
    const y = vy + (h - vy) * Math.pow(k / 8, 1.8);
    out += `<line x1="0" y1="${n1(y)}" x2="${w}" y2="${n1(y)}" opacity="${r1((k / 8))}"/>`;
  }
  return `${out}</g>`;
}

function heroLightBars(defs: Defs, rng: Rng, w: number, h: number): string {
  const angle = rng.range(-32, -22);
  const glow = defs.blur(22);
  let out = '';
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const cx = w * rng.range(0.45, 0.95);
    const cy = h * rng.range(0.2, 0.8);
    const thick = rng.pick([10, 18, 34, 60, 90]);
    const fill = defs.linear([[0, C.accent, 0], [0.5, i % 3 === 0 ? '#ffb27a' : C.accent, 0.95], [1, C.accent, 0]], 0, 0, 1, 0);
    const rect = `x="${n1(cx - w)}" y="${n1(cy - thick / 2)}" width="${n1(w * 2)}" height="${thick}" transform="rotate(${n1(angle)} ${n1(cx)} ${n1(cy)})"`;
    out += `<rect ${rect} fill="${fill}" filter="${glow}" opacity="0.8"/>`;
    out += `<rect ${rect} fill="${fill}" opacity="${r1(rng.range(0.35, 0.8))}"/>`;
  }
  return out;
}

/** A loaded barbell receding along a strong diagonal, near plates cropped by the frame. */
function heroBarbell(defs: Defs, rng: Rng, w: number, h: number): string {
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
      `<ellipse cx="${n1(r * 0.05)}" rx="${n1(r * 0.06)}" ry="${n1(r * 0.16)}" fill="#c7cdd6"/>` +
      `</g>`
    );
  };
  const barFill = defs.linear([[0, '#5d6776'], [0.5, '#e4e8ee'], [1, '#5d6776']], 0, 0, 0, 1);
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
  out += plate(at(0.015), rFar * 0.98, C.raised, C.accent);
  out += plate(at(0.04), rFar, C.accent, '#ffb27a');
  out += `<polygon points="${barPts}" fill="${barFill}"/>`;
  out += plate(at(0.86), rNear * 0.92, C.accent, '#ffd0b0');
  out += plate(at(0.93), rNear, C.raised, C.accent);
  out += plate(at(1.0), rNear * 0.97, '#20262f', C.steel);
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
    const col = rng.pick([C.accent, '#ffb27a', '#ffe0c7']);
    out += `<line x1="${n1(x)}" y1="${n1(y)}" x2="${n1(x + l * Math.cos((a * Math.PI) / 180))}" y2="${n1(y + l * Math.sin((a * Math.PI) / 180))}" stroke="${col}" stroke-width="${n1(rng.range(1, 3))}" stroke-linecap="round" opacity="${r1(rng.range(0.3, 0.95))}"${rng.chance(0.3) ? ` filter="${blur}"` : ''}/>`;
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * People as pictograms: trainer busts and before/after figures
 * ---------------------------------------------------------------------------------------------- */

function initials(name: string): string {
  const words = name.replace(/[^A-Za-z' -]/g, ' ').split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w));
  if (words.length === 0) return 'F24';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1].replace(/^O'/, 'O')[0]).toUpperCase();
}

type Hair = 'crop' | 'bun' | 'long' | 'ponytail' | 'buzz' | 'curls';

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

function hairShape(hair: Hair, cx: number, top: number, s: number): { back: string; front: string } {
  const hy = top + 120 * s;
  switch (hair) {
    case 'bun':
      return { back: `<circle cx="${n1(cx + 10 * s)}" cy="${n1(top - 5 * s)}" r="${n1(48 * s)}"/>`, front: `<path d="M${n1(cx - 92 * s)} ${n1(hy - 10 * s)} C${n1(cx - 95 * s)} ${n1(top - 20 * s)} ${n1(cx + 95 * s)} ${n1(top - 20 * s)} ${n1(cx + 92 * s)} ${n1(hy - 10 * s)} C${n1(cx + 40 * s)} ${n1(top + 40 * s)} ${n1(cx - 40 * s)} ${n1(top + 40 * s)} ${n1(cx - 92 * s)} ${n1(hy - 10 * s)}Z"/>` };
    case 'long':
      return { back: `<path d="M${n1(cx - 96 * s)} ${n1(hy - 10 * s)} C${n1(cx - 112 * s)} ${n1(top - 30 * s)} ${n1(cx + 112 * s)} ${n1(top - 30 * s)} ${n1(cx + 96 * s)} ${n1(hy - 10 * s)} C${n1(cx + 112 * s)} ${n1(hy + 60 * s)} ${n1(cx + 118 * s)} ${n1(hy + 130 * s)} ${n1(cx + 98 * s)} ${n1(hy + 165 * s)} L${n1(cx - 98 * s)} ${n1(hy + 165 * s)} C${n1(cx - 118 * s)} ${n1(hy + 130 * s)} ${n1(cx - 112 * s)} ${n1(hy + 60 * s)} ${n1(cx - 96 * s)} ${n1(hy - 10 * s)}Z"/>`, front: `<path d="M${n1(cx - 95 * s)} ${n1(hy)} C${n1(cx - 100 * s)} ${n1(top - 25 * s)} ${n1(cx + 100 * s)} ${n1(top - 25 * s)} ${n1(cx + 95 * s)} ${n1(hy)} C${n1(cx + 30 * s)} ${n1(top + 30 * s)} ${n1(cx - 60 * s)} ${n1(top + 50 * s)} ${n1(cx - 95 * s)} ${n1(hy)}Z"/>` };
    case 'ponytail':
      return { back: `<path d="M${n1(cx + 60 * s)} ${n1(top + 30 * s)} C${n1(cx + 170 * s)} ${n1(top + 20 * s)} ${n1(cx + 150 * s)} ${n1(hy + 120 * s)} ${n1(cx + 110 * s)} ${n1(hy + 170 * s)} C${n1(cx + 120 * s)} ${n1(hy + 60 * s)} ${n1(cx + 90 * s)} ${n1(hy)} ${n1(cx + 60 * s)} ${n1(top + 60 * s)}Z"/>`, front: `<path d="M${n1(cx - 92 * s)} ${n1(hy - 5 * s)} C${n1(cx - 95 * s)} ${n1(top - 22 * s)} ${n1(cx + 95 * s)} ${n1(top - 22 * s)} ${n1(cx + 92 * s)} ${n1(hy - 5 * s)} C${n1(cx + 40 * s)} ${n1(top + 35 * s)} ${n1(cx - 40 * s)} ${n1(top + 35 * s)} ${n1(cx - 92 * s)} ${n1(hy - 5 * s)}Z"/>` };
    case 'curls': {
      let c = '';
      for (let i = 0; i < 9; i += 1) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        c += `<circle cx="${n1(cx + Math.cos(a) * 85 * s)}" cy="${n1(hy - 15 * s + Math.sin(a) * 105 * s)}" r="${n1(38 * s)}"/>`;
      }
      return { back: '', front: c };
    }
    case 'crop':
      return { back: '', front: `<path d="M${n1(cx - 90 * s)} ${n1(hy - 15 * s)} C${n1(cx - 92 * s)} ${n1(top - 12 * s)} ${n1(cx + 92 * s)} ${n1(top - 12 * s)} ${n1(cx + 90 * s)} ${n1(hy - 15 * s)} C${n1(cx + 60 * s)} ${n1(top + 35 * s)} ${n1(cx - 60 * s)} ${n1(top + 25 * s)} ${n1(cx - 90 * s)} ${n1(hy - 15 * s)}Z"/>` };
    default:
      return { back: '', front: `<path d="M${n1(cx - 86 * s)} ${n1(hy - 25 * s)} C${n1(cx - 86 * s)} ${n1(top)} ${n1(cx + 86 * s)} ${n1(top)} ${n1(cx + 86 * s)} ${n1(hy - 25 * s)} C${n1(cx + 50 * s)} ${n1(top + 20 * s)} ${n1(cx - 50 * s)} ${n1(top + 20 * s)} ${n1(cx - 86 * s)} ${n1(hy - 25 * s)}Z"/>` };
  }
}

const PORTRAIT_BACKDROPS: { top: string; bottom: string; initials: string; figure: string; rim: string }[] = [
  { top: '#3a1a0d', bottom: C.bg, initials: C.accent, figure: '#0d1016', rim: C.accent },
  { top: '#24364d', bottom: C.bg, initials: C.steelLight, figure: '#0d1016', rim: C.accent },
  { top: C.accent, bottom: C.ember, initials: '#ffd7c2', figure: C.bg, rim: '#ffe0cc' },
  { top: '#1c2330', bottom: '#0b0e13', initials: C.accent, figure: '#05070a', rim: C.steelLight },
  { top: '#2e4a6b', bottom: '#141922', initials: '#ffb27a', figure: '#0b0e13', rim: '#ffb27a' },
];

/** 800x1000 portrait: big initials behind a stylised bust with a rim light. */
function renderTrainer(w: number, h: number, rng: Rng, name: string): string {
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
  const figureFill = defs.linear([[0, mix(pal.figure, C.steelDark, 0.85)], [0.45, pal.figure], [1, pal.figure]], cx - 200, top - 40, cx + 80, h, true);
  body += `<g fill="${figureFill}">${figure}</g>`;
  body += `<rect x="0" y="${n1(h * 0.86)}" width="${w}" height="${n1(h * 0.14)}" fill="${defs.linear([[0, C.bg, 0], [1, C.bg, 0.85]], 0, 0, 0, 1)}"/>`;
  body += `<rect x="48" y="${n1(h - 78)}" width="44" height="5" fill="${C.accent}"/>`;
  body += svgText('FORGE 24 TEAM', { x: 48, y: h - 44, size: 22, fill: C.light, condensed: true, spacing: 4 });
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

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
function renderBeforeAfter(w: number, h: number, rng: Rng, number: string, badge = true): string {
  const defs = new Defs();
  const split = w / 2;
  const slant = w * 0.03;
  const lightAfter = rng.chance(0.35);
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, C.raised], [1, C.bg]], 0, 0, 0, 1)}"/>`;
  const gridId = defs.uid('ba');
  defs.add(`<pattern id="${gridId}" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="${C.steel}" stroke-width="1" opacity="0.18"/></pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${gridId})"/>`;
  const clipId = defs.uid('cp');
  const rightPts = `${n1(split + slant)},0 ${w},0 ${w},${h} ${n1(split - slant)},${h}`;
  defs.add(`<clipPath id="${clipId}"><polygon points="${rightPts}"/></clipPath>`);
  const right = lightAfter ? defs.linear([[0, C.light], [1, '#ddd5c8']], 0, 0, 0.4, 1) : defs.linear([[0, '#ff8550'], [1, C.ember]], 0, 0, 0.4, 1);
  body += `<polygon points="${rightPts}" fill="${right}"/>`;
  let rays = '';
  for (let i = 0; i < 6; i += 1) {
    const y = h * (0.12 + i * 0.14);
    rays += `<line x1="${n1(split - slant)}" y1="${n1(y)}" x2="${w}" y2="${n1(y - w * 0.2)}" stroke="${lightAfter ? C.accent : '#ffd0b0'}" stroke-width="${rng.pick([2, 6, 12])}" opacity="${lightAfter ? 0.35 : 0.16}"/>`;
  }
  body += `<g clip-path="url(#${clipId})">${rays}</g>`;
  body += `<line x1="${n1(split + slant)}" y1="0" x2="${n1(split - slant)}" y2="${h}" stroke="${lightAfter ? C.accent : C.light}" stroke-width="6"/>`;
  const H = h * 0.6;
  const ground = h * 0.84;
  const softness = rng.range(0, 1);
  const before: Build = { shoulder: 0.1 + softness * 0.012, waist: 0.1 + softness * 0.04, hip: 0.098 + softness * 0.03, limb: 0.05 + softness * 0.012 };
  const after: Build = { shoulder: 0.125 + rng.range(0, 0.018), waist: 0.072 + rng.range(0, 0.012), hip: 0.08 + rng.range(0, 0.012), limb: 0.05 + rng.range(0, 0.008) };
  const pose = rng.pick<Pose>(['flex', 'hips', 'fists', 'flex', 'hang']);
  const hair = rng.pick<Hair>(['crop', 'bun', 'ponytail', 'buzz', 'curls', 'crop']);
  body += `<ellipse cx="${n1(w * 0.25)}" cy="${n1(ground + 6)}" rx="${n1(w * 0.15)}" ry="14" fill="#000000" opacity="0.45"/>`;
  body += `<ellipse cx="${n1(w * 0.75)}" cy="${n1(ground + 6)}" rx="${n1(w * 0.15)}" ry="14" fill="#000000" opacity="0.3"/>`;
  body += figure(w * 0.25, ground, H * 0.97, before, 'hang', '#c9d2dc', hair);
  body += figure(w * 0.75, ground, H, after, pose, C.bg, hair);
  const label = fitSize('BEFORE', split * 0.8, 58, true, 4);
  body += svgText('BEFORE', { x: w * 0.25, y: h * 0.12, size: label, fill: C.light, anchor: 'middle', condensed: true, spacing: 4 });
  body += svgText('AFTER', { x: w * 0.75, y: h * 0.12, size: label, fill: C.bg, anchor: 'middle', condensed: true, spacing: 4 });
  if (badge) {
    body += `<circle cx="${n1(split)}" cy="${n1(h * 0.925)}" r="54" fill="${C.accent}" stroke="${C.bg}" stroke-width="6"/>`;
    body += svgText(`#${number}`, { x: split, y: h * 0.925 + 14, size: 38, fill: C.ink, anchor: 'middle', condensed: true });
  }
  body += grain(defs, rng, w, h, 0.5);
  return svgDoc(w, h, defs, body);
}

/* ------------------------------------------------------------------------------------------------
 * Services, blog, social, generic posters
 * ---------------------------------------------------------------------------------------------- */

const SERVICE_ICONS: [IconName, string[]][] = [
  ['Flower2', ['pilates']],
  ['Baby', ['natal', 'pregnan']],
  ['Laptop', ['online', 'virtual', 'remote']],
  ['HeartPulse', ['physio', 'kinesiolog', 'rehab', 'icbc', 'massage']],
  ['Swords', ['boxing', 'kickbox', 'martial']],
  ['Zap', ['athletic', 'performance', 'sport', 'ems', 'speed']],
  ['Users', ['group', 'class', 'team']],
  ['Trophy', ['youth', 'junior', 'teen']],
  ['Dumbbell', ['personal', 'strength', 'training', 'weight']],
];

function serviceIcon(texts: string[]): IconName {
  return findKeyword(SERVICE_ICONS, texts) ?? 'Flame';
}

const SLUG_TITLES: Record<string, string> = {
  'kickboxing-boxing': 'KICKBOXING & BOXING',
  'physiotherapy-kinesiology': 'PHYSIO & KINESIOLOGY',
  'prenatal-postnatal': 'PRE & POST NATAL',
};

function titleFromSlug(slug: string): string {
  return SLUG_TITLES[slug] ?? slug.replace(/^\d+[-_]?/, '').replace(/[-_]+/g, ' ').trim().toUpperCase();
}

/** Icon-like motif per service: a glowing disc with the service's icon, rings and a faint icon pattern. */
function renderService(w: number, h: number, rng: Rng, slug: string, label: string): string {
  const defs = new Defs();
  const iconName = serviceIcon([slug, label]);
  const left = rng.chance(0.5);
  const cx = left ? w * 0.34 : w * 0.66;
  const cy = h * 0.5;
  const r = h * 0.34;
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, C.raised], [1, C.bg]], 0, 0, 1, 1)}"/>`;
  const patId = defs.uid('sp');
  defs.add(`<pattern id="${patId}" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)">${lucide(iconName, 30, 30, 60, C.steel, 1.5, 0.22)}</pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${patId})"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, C.bg, 0], [1, C.bg, 0.8]], 0.5, 0.5, 0.7)}"/>`;
  const bandAngle = left ? 28 : -28;
  body += `<rect x="${n1(-w)}" y="${n1(cy - r * 0.35)}" width="${w * 3}" height="${n1(r * 0.7)}" fill="${C.accent}" opacity="0.12" transform="rotate(${bandAngle} ${n1(cx)} ${n1(cy)})"/>`;
  body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r * 1.45)}" fill="${C.accent}" opacity="0.16" filter="${defs.blur(40)}"/>`;
  for (const [k, op] of [[1.55, 0.18], [1.3, 0.3], [1.14, 0.5]] as const) {
    body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r * k)}" fill="none" stroke="${k > 1.4 ? C.steel : C.accent}" stroke-width="${k > 1.4 ? 1.5 : 2.5}" opacity="${op}"${k === 1.3 ? ' stroke-dasharray="4 14"' : ''}/>`;
  }
  body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${defs.radial([[0, '#ff8f5e'], [0.7, C.accent], [1, C.ember]], 0.38, 0.32, 0.8)}"/>`;
  const size = r * 1.15;
  body += lucide(iconName, cx - size / 2 + 5, cy - size / 2 + 7, size, C.ember, 1.6, 0.6);
  body += lucide(iconName, cx - size / 2, cy - size / 2, size, C.ink, 1.6);
  const title = titleFromSlug(slug) || 'FORGE 24';
  const tx = left ? w - 56 : 56;
  const ts = fitSize(title, w * 0.42, 30, true, 3);
  body += `<rect x="${left ? w - 56 - 40 : 56}" y="${n1(h - 104)}" width="40" height="5" fill="${C.accent}"/>`;
  body += svgText(title, { x: tx, y: h - 62, size: ts, fill: C.light, anchor: left ? 'end' : 'start', condensed: true, spacing: 3 });
  for (let i = 0; i < 14; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(1.2, 1.6);
    body += `<circle cx="${n1(cx + Math.cos(a) * d)}" cy="${n1(cy + Math.sin(a) * d)}" r="${n1(rng.range(2, 5))}" fill="${rng.pick([C.accent, C.steelLight])}" opacity="${r1(rng.range(0.3, 0.9))}"/>`;
  }
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

const BLOG_TOPICS: [string, string[]][] = [
  ['EXPANSION', ['expansion', 'new space']],
  ['ONLINE COACHING', ['online', 'virtual', 'remote']],
  ['EMS TRAINING', ['ems', 'electro']],
  ['PILATES', ['pilates', 'reformer']],
  ['PRE & POST NATAL', ['natal', 'pregnan', 'birth']],
  ['YOUTH TRAINING', ['youth', 'teen', 'junior']],
  ['GROUP FITNESS', ['group', 'class']],
  ['BOXING', ['boxing', 'kickbox']],
  ['MEMBERSHIP', ['membership']],
  ['REHAB & RECOVERY', ['icbc', 'rehab', 'physio', 'kinesiolog', 'injur', 'accident', 'recover', 'massage', 'sauna', 'sleep']],
  ['NUTRITION', ['nutrition', 'protein', 'meal', 'diet', 'fat loss']],
  ['MOTIVATION', ['motivation', 'winter', 'habit', 'consisten']],
  ['GETTING STARTED', ['first week', 'beginner', 'new member', 'getting started']],
  ['STRENGTH', ['strength', 'barbell', 'lift', 'squat', 'deadlift', 'hip thrust']],
  ['PERSONAL TRAINING', ['personal train', 'trainer', 'sessions per week']],
  ['24/7 TRAINING', ['24-hour', '24 hour', 'night']],
  ['CARDIO', ['cardio', 'running', 'conditioning']],
  ['MOBILITY', ['mobility', 'stretch', 'yoga']],
];

const BLOG_TOPIC_ICONS: Record<string, IconName> = {
  EXPANSION: 'Sparkles',
  'ONLINE COACHING': 'Laptop',
  'EMS TRAINING': 'Zap',
  PILATES: 'Flower2',
  'YOUTH TRAINING': 'Trophy',
  'GROUP FITNESS': 'Users',
  MEMBERSHIP: 'Ticket',
  MOTIVATION: 'Flame',
  'REHAB & RECOVERY': 'HeartPulse',
  NUTRITION: 'Apple',
  STRENGTH: 'Dumbbell',
  'PERSONAL TRAINING': 'Target',
  'GETTING STARTED': 'KeyRound',
  '24/7 TRAINING': 'Clock',
  BOXING: 'Swords',
  'PRE & POST NATAL': 'Baby',
  CARDIO: 'Activity',
  MOBILITY: 'Flower2',
  TRAINING: 'Flame',
};

/** Editorial header: big abstract shapes, one large icon, a small topic label. */
function renderBlog(w: number, h: number, rng: Rng, texts: string[]): string {
  const defs = new Defs();
  const topic = findKeyword(BLOG_TOPICS, texts) ?? 'TRAINING';
  const iconName = BLOG_TOPIC_ICONS[topic] ?? 'Flame';
  const layout = rng.int(0, 2);
  let body = `<rect width="${w}" height="${h}" fill="${C.surface}"/>`;
  const dots = defs.uid('dt');
  defs.add(`<pattern id="${dots}" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${C.steel}" opacity="0.35"/></pattern>`);
  if (layout === 0) {
    body += `<circle cx="${n1(w * 0.8)}" cy="${n1(h * 0.55)}" r="${n1(h * 0.62)}" fill="${defs.linear([[0, C.accentHover], [1, C.ember]], 0, 0, 1, 1)}"/>`;
    body += `<rect x="${n1(w * 0.38)}" y="${n1(h * 0.12)}" width="${n1(w * 0.3)}" height="${n1(h * 0.95)}" fill="${C.steel}" opacity="0.9" transform="rotate(-14 ${n1(w * 0.53)} ${n1(h * 0.5)})"/>`;
    body += `<rect x="${n1(w * 0.05)}" y="${n1(h * 0.5)}" width="${n1(w * 0.35)}" height="${n1(h * 0.4)}" fill="url(#${dots})"/>`;
    for (let i = 0; i < 4; i += 1) body += `<circle cx="${n1(w * 0.8)}" cy="${n1(h * 0.55)}" r="${n1(h * (0.7 + i * 0.08))}" fill="none" stroke="${C.accent}" stroke-width="2" opacity="${r1((0.5 - i * 0.1))}"/>`;
    body += lucide(iconName, w * 0.8 - h * 0.22, h * 0.55 - h * 0.22, h * 0.44, C.ink, 1.4);
  } else if (layout === 1) {
    body += `<polygon points="${n1(w * 0.45)},0 ${w},0 ${w},${h} ${n1(w * 0.3)},${h}" fill="${defs.linear([[0, C.accent], [1, C.ember]], 0, 0, 0, 1)}"/>`;
    for (let i = 0; i < 7; i += 1) body += `<rect x="${n1(w * (0.52 + i * 0.065))}" y="${n1(h * rng.range(0.1, 0.5))}" width="${n1(w * 0.03)}" height="${h}" fill="${i % 2 ? C.ink : '#ffd0b0'}" opacity="${i % 2 ? 0.35 : 0.25}"/>`;
    body += `<circle cx="${n1(w * 0.36)}" cy="${n1(h * 0.42)}" r="${n1(h * 0.26)}" fill="${C.steel}"/>`;
    body += `<circle cx="${n1(w * 0.36)}" cy="${n1(h * 0.42)}" r="${n1(h * 0.36)}" fill="none" stroke="${C.light}" stroke-width="3" opacity="0.5"/>`;
    body += lucide(iconName, w * 0.36 - h * 0.15, h * 0.42 - h * 0.15, h * 0.3, C.light, 1.6);
    body += `<rect x="${n1(w * 0.62)}" y="${n1(h * 0.6)}" width="${n1(w * 0.3)}" height="${n1(h * 0.3)}" fill="url(#${dots})"/>`;
  } else {
    for (let i = 0; i < 4; i += 1) {
      const r = h * (0.95 - i * 0.2);
      body += `<path d="M${n1(w * 0.62 - r)} ${h} A${n1(r)} ${n1(r)} 0 0 1 ${n1(w * 0.62 + r)} ${h}Z" fill="${[C.ember, C.accent, C.steel, C.raised][i]}"/>`;
    }
    body += `<rect x="${n1(w * 0.06)}" y="${n1(h * 0.15)}" width="${n1(w * 0.28)}" height="${n1(h * 0.5)}" fill="url(#${dots})"/>`;
    body += `<rect x="${n1(w * 0.8)}" y="${n1(h * 0.1)}" width="${n1(w * 0.12)}" height="${n1(w * 0.12)}" fill="none" stroke="${C.accent}" stroke-width="4" transform="rotate(18 ${n1(w * 0.86)} ${n1(h * 0.1 + w * 0.06)})"/>`;
    body += lucide(iconName, w * 0.62 - h * 0.13, h * 0.74, h * 0.22, C.light, 1.8);
  }
  const pill = fitSize(topic, w * 0.4, 22, true, 3);
  const pw = textWidth(topic, pill, true, 3) + 44;
  body += `<rect x="48" y="44" width="${n1(pw)}" height="46" rx="23" fill="${C.bg}" stroke="${C.accent}" stroke-width="2"/>`;
  body += svgText(topic, { x: 70, y: 44 + 23 + pill * 0.36, size: pill, fill: C.light, condensed: true, spacing: 3 });
  body += svgText('FORGE 24 JOURNAL', { x: 48, y: h - 44, size: 18, fill: C.muted, condensed: true, spacing: 4 });
  body += grain(defs, rng, w, h, 0.5);
  return svgDoc(w, h, defs, body);
}

/** Morning light or windows in the label put windows on the back wall. */
function interiorOptsFor(texts: string[], closeUp = false): InteriorOpts {
  const t = texts.join(' ').toLowerCase();
  return { closeUp, back: /(window|sunrise|morning light|daylight|view of)/.test(t) ? 'windows' : undefined };
}

/** Instagram-style square: the scene the post describes, graded, with a small sticker. */
function renderSocial(w: number, h: number, rng: Rng, texts: string[]): string {
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
  const grade = defs.linear([[0, C.accent, 0.12], [0.5, C.accent, 0], [1, C.steel, 0.18]], 0, 0, 1, 1);
  const inner64 = Buffer.from(inner).toString('base64');
  let body = `<image href="data:image/svg+xml;base64,${inner64}" width="${w}" height="${h}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${grade}"/>`;
  const ts = 20;
  const tw = textWidth(tag, ts, true, 3) + 36;
  const ty = tagAtBottom ? h - 74 : 32;
  body += `<rect x="${n1(w - 32 - tw)}" y="${ty}" width="${n1(tw)}" height="42" rx="6" fill="${C.accent}"/>`;
  body += svgText(tag, { x: w - 32 - tw / 2, y: ty + 28, size: ts, fill: C.ink, anchor: 'middle', condensed: true, spacing: 3 });
  body += svgText('@forge24fitness', { x: 34, y: h - 34, size: 20, fill: C.light, opacity: 0.85, condensed: true });
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

/** Fallback for unknown folders: a scene if a keyword matches, else an abstract brand poster. */
function renderPoster(w: number, h: number, rng: Rng, texts: string[]): string {
  const variant = findKeyword(INTERIOR_KEYWORDS, texts);
  if (variant) return renderInterior(w, h, rng, variant);
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, C.raised], [1, C.bg]], 0, 0, 1, 1)}"/>`;
  body += heroLightBars(defs, rng, w, h);
  const iconName = serviceIcon(texts);
  const size = Math.min(w, h) * 0.45;
  body += `<circle cx="${n1(w / 2)}" cy="${n1(h / 2)}" r="${n1(size * 0.75)}" fill="${C.accent}"/>`;
  body += lucide(iconName, w / 2 - size / 2, h / 2 - size / 2, size, C.ink, 1.6);
  body += grain(defs, rng, w, h, 0.7) + vignette(defs, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

/* ------------------------------------------------------------------------------------------------
 * Dispatch per folder
 * ---------------------------------------------------------------------------------------------- */

interface Art {
  width: number;
  height: number;
  svg: string;
}

function artFor(ref: ImageRef): Art {
  const rng = new Rng(hashString(ref.image));
  const [folder] = ref.image.split('/');
  const base = path.basename(ref.image).replace(/\.[a-z]+$/i, '');
  const texts = [base.replace(/[-_]/g, ' '), ref.label];
  const art = (width: number, height: number, svg: string): Art => ({ width, height, svg });
  switch (folder) {
    case 'hero':
      return art(1600, 900, renderHero(1600, 900, rng));
    case 'tour':
    case 'facility':
      return art(1200, 800, renderInterior(1200, 800, rng, findKeyword(INTERIOR_KEYWORDS, texts) ?? 'floor', interiorOptsFor(texts)));
    case 'expansion':
      return art(1200, 800, renderExpansion(1200, 800, rng, findKeyword(EXPANSION_KEYWORDS, texts) ?? 'floor'));
    case 'trainers':
      return art(800, 1000, renderTrainer(800, 1000, rng, ref.label !== ref.image ? ref.label : titleFromSlug(base)));
    case 'services':
      return art(1200, 800, renderService(1200, 800, rng, base, ref.label));
    case 'blog':
      return art(1200, 675, renderBlog(1200, 675, rng, texts));
    case 'social':
      return art(800, 800, renderSocial(800, 800, rng, texts));
    case 'before-after':
      return art(800, 1000, renderBeforeAfter(800, 1000, rng, (/(\d+)/.exec(base)?.[1] ?? String(rng.int(1, 99))).padStart(2, '0')));
    case 'pilates':
      return art(1200, 800, renderInterior(1200, 800, rng, 'pilates'));
    default:
      return art(1200, 800, renderPoster(1200, 800, rng, texts));
  }
}

/* ------------------------------------------------------------------------------------------------
 * Static brand files
 * ---------------------------------------------------------------------------------------------- */

/** The mark: a kettlebell with a flame cut-out, orange on near-black. `bleed` fills the square (maskable). */
function brandMark(size: number, bleed: boolean): string {
  const inner = bleed ? 0.62 : 0.86;
  const k = (size * inner) / 64;
  const off = (size - 64 * k) / 2;
  const bg = bleed ? `<rect width="${size}" height="${size}" fill="${C.bg}"/>` : `<rect width="${size}" height="${size}" rx="${n1(size * 0.22)}" fill="${C.bg}"/>`;
  const mark =
    `<g transform="translate(${n1(off)} ${n1(off)}) scale(${k})">` +
    `<path d="M19.5 33 L16.5 17.5 Q15.5 10.5 22.5 10.5 L41.5 10.5 Q48.5 10.5 47.5 17.5 L44.5 33" fill="none" stroke="${C.accent}" stroke-width="5.5" stroke-linejoin="round"/>` +
    `<path d="M21.6 55 A17.5 17.5 0 1 1 42.4 55 Z" fill="${C.accent}"/>` +
    `<path d="M32 28 C37 33 40 37 40 42 A8 8 0 0 1 24 42 C24 38.5 26 36 28.5 34 C28.5 37 30 39 32 39.5 C31 35.5 30.5 31.5 32 28Z" fill="${C.bg}"/>` +
    `</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}${mark}</svg>`;
}

function renderOgImage(w: number, h: number): string {
  const rng = new Rng(hashString('static/og-image.jpg'));
  const defs = new Defs();
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, '#161c27'], [1, C.bg]], 0, 0, 1, 1)}"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, C.accent, 0.35], [1, C.bg, 0]], 0.8, 0.5, 0.6)}"/>`;
  body += heroLightBars(defs, rng, w, h);
  body += heroBarbell(defs, rng, w, h);
  body += `<rect width="${w}" height="${h}" fill="${defs.linear([[0, C.bg, 0.95], [0.55, C.bg, 0.7], [0.8, C.bg, 0]], 0, 0, 1, 0)}"/>`;
  body += brandMark(120, false).replace('<svg ', '<svg x="72" y="96" ');
  const name = 'FORGE 24 FITNESS';
  const size = fitSize(name, w * 0.62, 92, true, 2);
  body += svgText(name, { x: 72, y: 330, size, fill: C.light, condensed: true, spacing: 2 });
  body += `<rect x="72" y="362" width="96" height="7" fill="${C.accent}"/>`;
  body += svgText("Surrey's 24-hour gym on Scott Road", { x: 72, y: 428, size: fitSize("Surrey's 24-hour gym on Scott Road", w * 0.6, 40, false), fill: C.light });
  body += svgText('7488 SCOTT ROAD · SURREY, BC · OPEN 24/7', { x: 72, y: 540, size: 20, fill: C.muted, condensed: true, spacing: 3 });
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

async function writeStaticFiles(force: boolean): Promise<number> {
  const jobs: { file: string; make: () => Promise<Buffer> | Buffer }[] = [
    { file: 'favicon.svg', make: () => Buffer.from(brandMark(64, false)) },
    { file: 'icons/icon-192.png', make: () => sharp(Buffer.from(brandMark(192, false))).png({ compressionLevel: 9 }).toBuffer() },
    { file: 'icons/icon-512.png', make: () => sharp(Buffer.from(brandMark(512, false))).png({ compressionLevel: 9 }).toBuffer() },
    { file: 'icons/maskable-512.png', make: () => sharp(Buffer.from(brandMark(512, true))).png({ compressionLevel: 9 }).toBuffer() },
    { file: 'apple-touch-icon.png', make: () => sharp(Buffer.from(brandMark(180, true))).png({ compressionLevel: 9 }).toBuffer() },
    { file: 'og-image.jpg', make: () => sharp(Buffer.from(renderOgImage(1200, 630))).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer() },
  ];
  let written = 0;
  for (const job of jobs) {
    const out = path.join(STATIC, job.file);
    if (!force && fs.existsSync(out)) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, await job.make());
    written += 1;
  }
  return written;
}

/* ------------------------------------------------------------------------------------------------
 * Reading content without validating it
 * ---------------------------------------------------------------------------------------------- */

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readDataFiles(): Record<string, unknown> {
  const dir = path.join(CONTENT, 'data');
  const data: Record<string, unknown> = {};
  if (!fs.existsSync(dir)) return data;
  for (const file of fs.readdirSync(dir).sort()) {
    if (!/\.(ya?ml|json)$/.test(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    try {
      data[file] = file.endsWith('.json') ? JSON.parse(text) : yaml.load(text);
    } catch (e) {
      console.warn(`skipped content/data/${file}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  return data;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function readBlogFrontmatter(): BlogFrontmatter[] {
  const dir = path.join(CONTENT, 'blog');
  if (!fs.existsSync(dir)) return [];
  const out: BlogFrontmatter[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx')).sort()) {
    let fm: unknown;
    try {
      fm = splitFrontmatter(fs.readFileSync(path.join(dir, file), 'utf8')).frontmatter;
    } catch (e) {
      console.warn(`skipped content/blog/${file}: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    if (!isRecord(fm) || typeof fm.image !== 'string') continue;
    out.push({
      id: typeof fm.id === 'number' ? fm.id : 0,
      title: str(fm.title),
      excerpt: str(fm.excerpt),
      image: fm.image,
      imageAlt: [str(fm.title), str(fm.imageAlt)].filter(Boolean).join(' — ') || fm.image,
      readTime: str(fm.readTime),
      author: str(fm.author),
      date: str(fm.date),
    });
  }
  return out;
}

function referencedImages(): ImageRef[] {
  const refs = collectImageRefs({ data: readDataFiles(), blog: readBlogFrontmatter() });
  const seen = new Map<string, ImageRef>();
  for (const ref of refs) {
    if (!IMAGE_PATH.test(ref.image) || ref.image.includes('..')) {
      console.warn(`skipped ${ref.where}: "${ref.image}" is not a valid image path`);
      continue;
    }
    if (!seen.has(ref.image)) seen.set(ref.image, ref);
  }
  return [...seen.values()];
}

/* ------------------------------------------------------------------------------------------------
 * Rendering
 * ---------------------------------------------------------------------------------------------- */

async function renderToFile(ref: ImageRef, out: string): Promise<number> {
  const art = artFor(ref);
  const img = sharp(Buffer.from(art.svg)).resize(art.width, art.height).flatten({ background: C.bg });
  const ext = path.extname(out).toLowerCase();
  const buf =
    ext === '.png'
      ? await img.png({ compressionLevel: 9, palette: true }).toBuffer()
      : ext === '.webp'
        ? await img.webp({ quality: 75 }).toBuffer()
        : await img.jpeg({ quality: 75, progressive: true, mozjpeg: true }).toBuffer();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, buf);
  return buf.length;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const refs = referencedImages().filter((r) => !only || r.image.includes(only));
  let rendered = 0;
  let kept = 0;
  let bytes = 0;
  const queue = refs.slice();
  const worker = async (): Promise<void> => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      const out = path.join(IMAGES, ref.image);
      if (!force && fs.existsSync(out)) {
        kept += 1;
        continue;
      }
      try {
        const size = await renderToFile(ref, out);
        bytes += size;
        rendered += 1;
      } catch (e) {
        console.error(`failed ${ref.image}: ${(e as Error).message}`);
        process.exitCode = 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const statics = await writeStaticFiles(process.argv.includes('--static'));
  const avg = rendered ? Math.round(bytes / rendered / 1024) : 0;
  console.log(`images: rendered ${rendered}, kept ${kept} (of ${refs.length} referenced; avg ${avg} KB rendered); static brand files written: ${statics}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

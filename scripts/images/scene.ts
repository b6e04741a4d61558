/**
 * A tiny 3D engine for the art: perspective and isometric cameras, the painter's algorithm, flat shading
 * with fog. A Scene collects polygons, prisms, spheres, lines and labels and writes them as SVG.
 */
import { mix, shade } from './color';
import { Defs, n1, svgText } from './svg';

export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

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

export interface Camera {
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

export function perspectiveCamera(o: PerspectiveOpts): Camera {
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

export function isometricCamera(origin: Vec2, s: number): Camera {
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

export interface FaceOpts {
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
export class Scene {
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

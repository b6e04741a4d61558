/** Service pictures (services/): a glowing disc with the service's icon, rings and a faint icon pattern. */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, fitSize, grain, lucide, n1, r1, svgDoc, svgText, type IconName } from '../svg';
import { findKeyword } from '../keywords';

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

export function serviceIcon(texts: string[]): IconName {
  return findKeyword(SERVICE_ICONS, texts) ?? 'Flame';
}

const SLUG_TITLES: Record<string, string> = {
  'kickboxing-boxing': 'KICKBOXING & BOXING',
  'physiotherapy-kinesiology': 'PHYSIO & KINESIOLOGY',
  'prenatal-postnatal': 'PRE & POST NATAL',
};

export function titleFromSlug(slug: string): string {
  return SLUG_TITLES[slug] ?? slug.replace(/^\d+[-_]?/, '').replace(/[-_]+/g, ' ').trim().toUpperCase();
}

/** Icon-like motif per service: a glowing disc with the service's icon, rings and a faint icon pattern. */
export function renderService(w: number, h: number, rng: Rng, slug: string, label: string): string {
  const defs = new Defs();
  const iconName = serviceIcon([slug, label]);
  const left = rng.chance(0.5);
  const cx = left ? w * 0.34 : w * 0.66;
  const cy = h * 0.5;
  const r = h * 0.34;
  let body = `<rect width="${w}" height="${h}" fill="${defs.linear([[0, art.raised], [1, art.bg]], 0, 0, 1, 1)}"/>`;
  const patId = defs.uid('sp');
  defs.add(`<pattern id="${patId}" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)">${lucide(iconName, 30, 30, 60, art.steel, 1.5, 0.22)}</pattern>`);
  body += `<rect width="${w}" height="${h}" fill="url(#${patId})"/>`;
  body += `<rect width="${w}" height="${h}" fill="${defs.radial([[0, art.bg, 0], [1, art.bg, 0.8]], 0.5, 0.5, 0.7)}"/>`;
  const bandAngle = left ? 28 : -28;
  body += `<rect x="${n1(-w)}" y="${n1(cy - r * 0.35)}" width="${w * 3}" height="${n1(r * 0.7)}" fill="${art.accent}" opacity="0.12" transform="rotate(${bandAngle} ${n1(cx)} ${n1(cy)})"/>`;
  body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r * 1.45)}" fill="${art.accent}" opacity="0.16" filter="${defs.blur(40)}"/>`;
  for (const [k, op] of [[1.55, 0.18], [1.3, 0.3], [1.14, 0.5]] as const) {
    body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r * k)}" fill="none" stroke="${k > 1.4 ? art.steel : art.accent}" stroke-width="${k > 1.4 ? 1.5 : 2.5}" opacity="${op}"${k === 1.3 ? ' stroke-dasharray="4 14"' : ''}/>`;
  }
  body += `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${defs.radial([[0, art.glow.coral], [0.7, art.accent], [1, art.ember]], 0.38, 0.32, 0.8)}"/>`;
  const size = r * 1.15;
  body += lucide(iconName, cx - size / 2 + 5, cy - size / 2 + 7, size, art.ember, 1.6, 0.6);
  body += lucide(iconName, cx - size / 2, cy - size / 2, size, art.ink, 1.6);
  const title = titleFromSlug(slug) || 'FORGE 24';
  const tx = left ? w - 56 : 56;
  const ts = fitSize(title, w * 0.42, 30, true, 3);
  body += `<rect x="${left ? w - 56 - 40 : 56}" y="${n1(h - 104)}" width="40" height="5" fill="${art.accent}"/>`;
  body += svgText(title, { x: tx, y: h - 62, size: ts, fill: art.light, anchor: left ? 'end' : 'start', condensed: true, spacing: 3 });
  for (let i = 0; i < 14; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(1.2, 1.6);
    body += `<circle cx="${n1(cx + Math.cos(a) * d)}" cy="${n1(cy + Math.sin(a) * d)}" r="${n1(rng.range(2, 5))}" fill="${rng.pick([art.accent, art.steelLight])}" opacity="${r1(rng.range(0.3, 0.9))}"/>`;
  }
  body += grain(defs, rng, w, h, 0.6);
  return svgDoc(w, h, defs, body);
}

/** Blog headers (blog/): big abstract shapes, one large icon for the post's topic, a small topic label. */
import { art } from '../../../src/styles/art-palette';
import type { Rng } from '../rng';
import { Defs, fitSize, grain, lucide, n1, r1, svgDoc, svgText, textWidth, type IconName } from '../svg';
import { findKeyword } from '../keywords';

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
export function renderBlog(w: number, h: number, rng: Rng, texts: string[]): string {
  const defs = new Defs();
  const topic = findKeyword(BLOG_TOPICS, texts) ?? 'TRAINING';
  const iconName = BLOG_TOPIC_ICONS[topic] ?? 'Flame';
  const layout = rng.int(0, 2);
  let body = `<rect width="${w}" height="${h}" fill="${art.surface}"/>`;
  const dots = defs.uid('dt');
  defs.add(`<pattern id="${dots}" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="${art.steel}" opacity="0.35"/></pattern>`);
  if (layout === 0) {
    body += `<circle cx="${n1(w * 0.8)}" cy="${n1(h * 0.55)}" r="${n1(h * 0.62)}" fill="${defs.linear([[0, art.accentHover], [1, art.ember]], 0, 0, 1, 1)}"/>`;
    body += `<rect x="${n1(w * 0.38)}" y="${n1(h * 0.12)}" width="${n1(w * 0.3)}" height="${n1(h * 0.95)}" fill="${art.steel}" opacity="0.9" transform="rotate(-14 ${n1(w * 0.53)} ${n1(h * 0.5)})"/>`;
    body += `<rect x="${n1(w * 0.05)}" y="${n1(h * 0.5)}" width="${n1(w * 0.35)}" height="${n1(h * 0.4)}" fill="url(#${dots})"/>`;
    for (let i = 0; i < 4; i += 1) body += `<circle cx="${n1(w * 0.8)}" cy="${n1(h * 0.55)}" r="${n1(h * (0.7 + i * 0.08))}" fill="none" stroke="${art.accent}" stroke-width="2" opacity="${r1((0.5 - i * 0.1))}"/>`;
    body += lucide(iconName, w * 0.8 - h * 0.22, h * 0.55 - h * 0.22, h * 0.44, art.ink, 1.4);
  } else if (layout === 1) {
    body += `<polygon points="${n1(w * 0.45)},0 ${w},0 ${w},${h} ${n1(w * 0.3)},${h}" fill="${defs.linear([[0, art.accent], [1, art.ember]], 0, 0, 0, 1)}"/>`;
    for (let i = 0; i < 7; i += 1) body += `<rect x="${n1(w * (0.52 + i * 0.065))}" y="${n1(h * rng.range(0.1, 0.5))}" width="${n1(w * 0.03)}" height="${h}" fill="${i % 2 ? art.ink : art.glow.apricot}" opacity="${i % 2 ? 0.35 : 0.25}"/>`;
    body += `<circle cx="${n1(w * 0.36)}" cy="${n1(h * 0.42)}" r="${n1(h * 0.26)}" fill="${art.steel}"/>`;
    body += `<circle cx="${n1(w * 0.36)}" cy="${n1(h * 0.42)}" r="${n1(h * 0.36)}" fill="none" stroke="${art.light}" stroke-width="3" opacity="0.5"/>`;
    body += lucide(iconName, w * 0.36 - h * 0.15, h * 0.42 - h * 0.15, h * 0.3, art.light, 1.6);
    body += `<rect x="${n1(w * 0.62)}" y="${n1(h * 0.6)}" width="${n1(w * 0.3)}" height="${n1(h * 0.3)}" fill="url(#${dots})"/>`;
  } else {
    for (let i = 0; i < 4; i += 1) {
      const r = h * (0.95 - i * 0.2);
      body += `<path d="M${n1(w * 0.62 - r)} ${h} A${n1(r)} ${n1(r)} 0 0 1 ${n1(w * 0.62 + r)} ${h}Z" fill="${[art.ember, art.accent, art.steel, art.raised][i]}"/>`;
    }
    body += `<rect x="${n1(w * 0.06)}" y="${n1(h * 0.15)}" width="${n1(w * 0.28)}" height="${n1(h * 0.5)}" fill="url(#${dots})"/>`;
    body += `<rect x="${n1(w * 0.8)}" y="${n1(h * 0.1)}" width="${n1(w * 0.12)}" height="${n1(w * 0.12)}" fill="none" stroke="${art.accent}" stroke-width="4" transform="rotate(18 ${n1(w * 0.86)} ${n1(h * 0.1 + w * 0.06)})"/>`;
    body += lucide(iconName, w * 0.62 - h * 0.13, h * 0.74, h * 0.22, art.light, 1.8);
  }
  const pill = fitSize(topic, w * 0.4, 22, true, 3);
  const pw = textWidth(topic, pill, true, 3) + 44;
  body += `<rect x="48" y="44" width="${n1(pw)}" height="46" rx="23" fill="${art.bg}" stroke="${art.accent}" stroke-width="2"/>`;
  body += svgText(topic, { x: 70, y: 44 + 23 + pill * 0.36, size: pill, fill: art.light, condensed: true, spacing: 3 });
  body += svgText('FORGE 24 JOURNAL', { x: 48, y: h - 44, size: 18, fill: art.muted, condensed: true, spacing: 4 });
  body += grain(defs, rng, w, h, 0.5);
  return svgDoc(w, h, defs, body);
}

/** Hair shapes shared by the trainer portraits and the before/after figures (the same person keeps their hair). */
import { n1 } from '../svg';

export type Hair = 'crop' | 'bun' | 'long' | 'ponytail' | 'buzz' | 'curls';

export function hairShape(hair: Hair, cx: number, top: number, s: number): { back: string; front: string } {
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

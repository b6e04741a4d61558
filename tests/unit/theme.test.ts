import fs from 'node:fs';
import path from 'node:path';
import { alpha, colors } from '../../src/styles/theme';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the theme', () => {
  it('writes a colour with opacity exactly as the hand-typed rgba() it replaces', () => {
    expect(alpha(colors.accent, 0.45)).toBe('rgba(255, 106, 43, 0.45)');
    expect(alpha(colors.bg, 0.6)).toBe('rgba(11, 14, 19, 0.6)');
    expect(alpha(colors.black, 0.35)).toBe('rgba(0, 0, 0, 0.35)');
    expect(alpha('#FFF', 0.06)).toBe('rgba(255, 255, 255, 0.06)');
    expect(() => alpha('orange', 0.5)).toThrow('alpha: not a #rgb or #rrggbb colour: orange');
  });

  it('is the only place in src/ with a colour typed out (the site\'s colours in theme.ts, the brand art\'s in its art palette)', () => {
    const typed = /rgba?\(\s*\d|hsla?\(\s*\d|#[0-9a-f]{3,8}\b/i;
    const fontStack = /sans-serif|'Oswald'|Arial/;
    const found = sourceFiles(SRC)
      .filter((f) => !f.endsWith(path.join('styles', 'theme.ts')) && !f.endsWith(path.join('styles', 'art-palette.ts')))
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path.relative(SRC, f)}:${i + 1}`, line }))
          .filter(({ line }) => typed.test(line) || fontStack.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});

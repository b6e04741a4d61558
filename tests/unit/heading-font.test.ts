import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HEADING_FONT_FILES } from '../../src/styles/theme';

/**
 * The headings' font files are kept by browsers for a year without asking (server/static.ts), because their names
 * say their content: a file replaced under the same name would reach no returning visitor.
 */
const FONTS = path.join(__dirname, '..', '..', 'static', 'fonts');

test.each(Object.entries(HEADING_FONT_FILES))('weight %s: %s is named by the SHA-256 of what it holds', (_weight, file) => {
  const hash = /-([0-9a-f]{16})\.woff2$/.exec(file)?.[1];
  expect(hash).toBeDefined();
  expect(createHash('sha256').update(readFileSync(path.join(FONTS, file))).digest('hex').slice(0, 16)).toBe(hash);
});

test('static/fonts holds no heading face the site does not name', () => {
  const named = new Set<string>(Object.values(HEADING_FONT_FILES));
  expect(readdirSync(FONTS).filter((f) => f.endsWith('.woff2') && !named.has(f))).toEqual([]);
});

/**
 * The home page's HTML as the build writes it, held to a weight: its bytes before compression and its
 * elements (a phone parses, styles and lays out every one of them before the first paint, and React
 * hydrates each). The goal for `/` is at most 120 KB and 1,000 elements; the limits below are what the
 * page weighs today with a little room, lowered as the page gets lighter, so that it cannot grow back
 * unnoticed. A failure lists the page's heaviest parts (tests/e2e/page-weight.ts). Files only, so the
 * phone project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { weighHtml, weightTable } from './page-weight';

// 192 KB and 1,580 elements: 190.0 KB and 1,570 as built (its photos in WebP only, its icons' drawings one
// image whose cells share one stroke; its islands' elements, their context and the prefetch of their code,
// src/islands, in place of Gatsby's scripts).
const LIMITS = { '/': { bytes: 192_000, elements: 1_580 } };

test.describe('the weight of the built HTML @phone', () => {
  for (const [page, limit] of Object.entries(LIMITS)) {
    test(`${page} is at most ${limit.bytes / 1000} KB and ${limit.elements} elements`, () => {
      const file = path.resolve(__dirname, '../../public', page.replace(/^\//, ''), 'index.html');
      const weight = weighHtml(fs.readFileSync(file, 'utf8'));
      const heaviest = `\nIts heaviest parts:\n${weightTable(weight)}`;
      expect(weight.bytes, `${page} is ${weight.bytes} bytes, over ${limit.bytes}.${heaviest}`).toBeLessThanOrEqual(limit.bytes);
      expect(weight.elements, `${page} has ${weight.elements} elements, over ${limit.elements}.${heaviest}`).toBeLessThanOrEqual(limit.elements);
    });
  }
});

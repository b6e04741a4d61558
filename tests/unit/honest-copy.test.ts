import fs from 'node:fs';
import path from 'node:path';

/**
 * While the site's pictures are generated brand art (scripts/images), no visitor text may
 * present them as real members or real photos. The copy says what the visitor is looking at, in words the
 * gym can keep once its own photos arrive.
 */
const root = path.resolve(__dirname, '../..');
const CLAIMS = [
  /every (photo|picture|image) (here|on this page) is/i,
  /\breal (member|people|person|client)s?\b/i,
  /\breal (member )?(photo|transformation|result)s?\b/i,
  /\breal before/i,
  /\b(actual|genuine) (member|client)s?\b/i,
  /member(&apos;|')?s'? permission/i,
];

function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'images' ? [] : files(p, ext);
    return ext.test(e.name) ? [p] : [];
  });
}

describe('honest copy about the pictures', () => {
  const sources = [...files(path.join(root, 'content'), /\.(ya?ml|mdx?)$/), ...files(path.join(root, 'src'), /\.tsx?$/), path.join(root, 'supabase', 'seed.sql')];

  it('finds the files it should read', () => {
    expect(sources.some((f) => f.endsWith('before-after.tsx'))).toBe(true);
    expect(sources.some((f) => f.endsWith('seo.yaml'))).toBe(true);
  });

  it('no text claims the pictures show real members or are real photos', () => {
    const found: string[] = [];
    for (const file of sources) {
      const lines = fs.readFileSync(file, 'utf8').replace(/\s*\n\s*/g, ' ');
      for (const claim of CLAIMS) {
        for (const m of lines.matchAll(new RegExp(claim.source, 'gi'))) found.push(`${path.relative(root, file)}: "${m[0]}"`);
      }
    }
    expect(found).toEqual([]);
  });
});

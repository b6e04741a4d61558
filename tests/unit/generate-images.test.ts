/**
 * The brand-art generator (scripts/images): one picture of each kind renders (small, so it is fast), the
 * build's step renders only what is missing and never touches an existing file, and the generator paints
 * only with the theme's palette.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { KINDS, POSTER, artFor } from '../../scripts/images/art';
import { generateImages } from '../../scripts/images/generate';
import { STATIC_FILES, renderImage } from '../../scripts/images/render';

const STATIC_FILE_NAMES = Object.keys(STATIC_FILES) as (keyof typeof STATIC_FILES)[];

/** Width, height and how much the picture varies (a blank or one-colour image has almost none). */
async function inspect(buf: Buffer): Promise<{ width: number; height: number; format: string; spread: number }> {
  const meta = await sharp(buf).metadata();
  const stats = await sharp(buf).stats();
  const spread = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
  return { width: meta.width, height: meta.height, format: meta.format, spread };
}

/** One image path per kind of scene, as content would reference it. */
const SAMPLES: { image: string; label: string }[] = [
  ...Object.keys(KINDS).map((folder) => ({ image: `${folder}/sample-01.jpg`, label: `Sample ${folder}` })),
  { image: 'tour/entrance-at-night.jpg', label: 'The front door' },
  { image: 'tour/boxing-corner.jpg', label: 'Heavy bags' },
  { image: 'social/expansion-render.jpg', label: 'Construction update' },
  { image: 'social/progress-milestone.jpg', label: 'Progress' },
  { image: 'posters/anything.jpg', label: 'Something else' },
];

describe('one picture of each kind', () => {
  it.each(SAMPLES)('$image renders as a non-blank JPEG of the size asked for', async (ref) => {
    const buf = await renderImage({ ...ref, where: 'test' }, { width: 96, height: 64 });
    const img = await inspect(buf);
    expect(img).toMatchObject({ width: 96, height: 64, format: 'jpeg' });
    expect(img.spread).toBeGreaterThan(8);
  });

  it('gives each folder its own size and unknown folders the poster', () => {
    expect(artFor({ image: 'hero/x.jpg', label: '', where: '' })).toMatchObject({ width: 1600, height: 900 });
    expect(artFor({ image: 'trainers/x.jpg', label: '', where: '' })).toMatchObject({ width: 800, height: 1000 });
    expect(artFor({ image: 'elsewhere/x.jpg', label: '', where: '' })).toMatchObject({ width: POSTER.width, height: POSTER.height });
  });

  it('draws the same picture for the same path, and a different one for another path', () => {
    const a = artFor({ image: 'tour/free-weights.jpg', label: 'Dumbbells', where: '' }).svg;
    expect(artFor({ image: 'tour/free-weights.jpg', label: 'Dumbbells', where: '' }).svg).toBe(a);
    expect(artFor({ image: 'tour/free-weights-2.jpg', label: 'Dumbbells', where: '' }).svg).not.toBe(a);
  });

  it.each(STATIC_FILE_NAMES)('static brand file %s renders', async (file) => {
    const buf = await STATIC_FILES[file]();
    if (file.endsWith('.svg')) {
      expect(buf.toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
      return;
    }
    const img = await inspect(buf);
    expect(img.width).toBeGreaterThan(0);
    expect(img.spread).toBeGreaterThan(8);
  });
});

describe('the build step (generateImages)', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-images-'));
    fs.mkdirSync(path.join(root, 'content', 'data'), { recursive: true });
    fs.mkdirSync(path.join(root, 'content', 'images', 'social'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'content', 'data', 'social.yaml'),
      ['posts:', '  - image: social/kept.jpg', '    alt: A photo the gym supplied', '  - image: social/missing.jpg', '    alt: Morning cardio'].join('\n'),
    );
    fs.writeFileSync(path.join(root, 'content', 'data', 'broken.yaml'), 'posts: [unclosed');
    fs.writeFileSync(path.join(root, 'content', 'images', 'social', 'kept.jpg'), 'the gym photo, not to be touched');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('renders only what is missing, keeps every existing file byte for byte, and names what it skipped', async () => {
    const warnings: string[] = [];
    const result = await generateImages({ root, warn: (m) => warnings.push(m) });
    expect(result).toMatchObject({ referenced: 2, rendered: 1, kept: 1, failed: [], staticFiles: STATIC_FILE_NAMES.length });
    expect(fs.readFileSync(path.join(root, 'content', 'images', 'social', 'kept.jpg'), 'utf8')).toBe('the gym photo, not to be touched');
    const made = await inspect(fs.readFileSync(path.join(root, 'content', 'images', 'social', 'missing.jpg')));
    expect(made).toMatchObject({ width: 800, height: 800, format: 'jpeg' });
    for (const file of STATIC_FILE_NAMES) expect(fs.existsSync(path.join(root, 'static', file))).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/^skipped content\/data\/broken\.yaml: /)]);
    // No temporary file is left behind.
    expect(fs.readdirSync(path.join(root, 'content', 'images', 'social')).sort()).toEqual(['kept.jpg', 'missing.jpg']);

    const again = await generateImages({ root, warn: () => undefined });
    expect(again).toMatchObject({ rendered: 0, kept: 2, staticFiles: 0 });
  });

  it('refuses a root without content rather than report nothing to do', async () => {
    await expect(generateImages({ root: path.join(root, 'content'), warn: () => undefined })).rejects.toThrow(/^no content at .*content\/content\/data$/);
    expect(fs.existsSync(path.join(root, 'content', 'static'))).toBe(false);
  });

  it('re-renders existing images only when forced', async () => {
    const result = await generateImages({ root, force: true, warn: () => undefined });
    expect(result).toMatchObject({ rendered: 2, kept: 0 });
    expect((await inspect(fs.readFileSync(path.join(root, 'content', 'images', 'social', 'kept.jpg')))).format).toBe('jpeg');
  });
});

describe('the palette', () => {
  const dir = path.resolve(__dirname, '../../scripts/images');
  const sources = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(d, e.name)) : e.name.endsWith('.ts') ? [path.join(d, e.name)] : []));

  it('is the theme: no colour is typed in the generator', () => {
    const typed = sources(dir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|\b(?:rgba?|hsla?)\(/gi)].map((m) => `${path.relative(dir, file)}: ${m[0]}`),
    );
    expect(typed).toEqual([]);
  });

  it('keeps every file of the generator under 400 lines', () => {
    const long = sources(dir)
      .map((file) => ({ file: path.relative(dir, file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 400);
    expect(long).toEqual([]);
  });
});

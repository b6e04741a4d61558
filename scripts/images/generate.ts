/**
 * Renders the brand art into files: every referenced image that is missing from content/images (all of
 * them with `force`), and the site's static brand files (favicon, app icons, share image) when missing.
 * SVG from the kinds -> sharp -> progressive JPEG (or PNG/WebP by the file's extension). A file is written
 * under a temporary name and renamed into place, so an interrupted run never leaves half an image that
 * the next run would keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { art as palette } from '../../src/styles/art-palette';
import type { ImageRef } from '../../src/lib/load-content';
import { artFor } from './art';
import { brandMark, renderOgImage } from './kinds/brand';
import { referencedImages } from './refs';

export interface GenerateOptions {
  /** The project root: reads content/, writes content/images/ and static/. */
  root: string;
  /** Re-render images that exist (never done unless asked). */
  force?: boolean;
  /** Re-render the static brand files that exist. */
  forceStatic?: boolean;
  /** Only image paths containing this string (for previews). */
  only?: string;
  warn?: (message: string) => void;
}

export interface GenerateResult {
  referenced: number;
  rendered: number;
  kept: number;
  bytes: number;
  failed: { image: string; error: string }[];
  staticFiles: number;
}

function writeAtomically(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

export async function renderImage(ref: ImageRef, size?: { width: number; height: number }): Promise<Buffer> {
  const picture = artFor(ref, size);
  const img = sharp(Buffer.from(picture.svg)).resize(picture.width, picture.height).flatten({ background: palette.bg });
  const ext = path.extname(ref.image).toLowerCase();
  if (ext === '.png') return img.png({ compressionLevel: 9, palette: true }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 75 }).toBuffer();
  return img.jpeg({ quality: 75, progressive: true, mozjpeg: true }).toBuffer();
}

const png = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** The static brand files under static/, by path. */
export const STATIC_FILES: Record<string, () => Promise<Buffer> | Buffer> = {
  'favicon.svg': () => Buffer.from(brandMark(64, false)),
  'icons/icon-192.png': () => png(brandMark(192, false)),
  'icons/icon-512.png': () => png(brandMark(512, false)),
  'icons/maskable-512.png': () => png(brandMark(512, true)),
  'apple-touch-icon.png': () => png(brandMark(180, true)),
  'og-image.jpg': () => sharp(Buffer.from(renderOgImage(1200, 630))).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer(),
};

async function writeStaticFiles(staticDir: string, force: boolean): Promise<number> {
  let written = 0;
  for (const [file, make] of Object.entries(STATIC_FILES)) {
    const out = path.join(staticDir, file);
    if (!force && fs.existsSync(out)) continue;
    writeAtomically(out, await make());
    written += 1;
  }
  return written;
}

export async function generateImages(o: GenerateOptions): Promise<GenerateResult> {
  const warn = o.warn ?? ((m: string) => console.warn(m));
  const imagesDir = path.join(o.root, 'content', 'images');
  const refs = referencedImages(path.join(o.root, 'content'), warn).filter((r) => !o.only || r.image.includes(o.only));
  const result: GenerateResult = { referenced: refs.length, rendered: 0, kept: 0, bytes: 0, failed: [], staticFiles: 0 };
  const queue = refs.filter((ref) => {
    const missing = o.force || !fs.existsSync(path.join(imagesDir, ref.image));
    if (!missing) result.kept += 1;
    return missing;
  });
  const worker = async (): Promise<void> => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      try {
        const buf = await renderImage(ref);
        writeAtomically(path.join(imagesDir, ref.image), buf);
        result.bytes += buf.length;
        result.rendered += 1;
      } catch (e) {
        result.failed.push({ image: ref.image, error: (e as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  result.staticFiles = await writeStaticFiles(path.join(o.root, 'static'), o.forceStatic ?? false);
  return result;
}

/** One line for the log: what was rendered and kept. */
export function summary(r: GenerateResult): string {
  const avg = r.rendered ? Math.round(r.bytes / r.rendered / 1024) : 0;
  return `images: rendered ${r.rendered}, kept ${r.kept} (of ${r.referenced} referenced; avg ${avg} KB rendered); static brand files written: ${r.staticFiles}`;
}

/** Pictures as image files: SVG from the kinds -> sharp -> JPEG (or PNG/WebP by the file's extension). */
import path from 'node:path';
import sharp from 'sharp';
import { art as palette } from '../../src/styles/art-palette';
import type { ImageRef } from '../../src/build/load-content';
import { artFor } from './art';
import { brandMark, renderOgImage } from './kinds/brand';

/** An image the content references, at its kind's size unless another is asked for (tests render small). */
export async function renderImage(ref: ImageRef, size?: { width: number; height: number }): Promise<Buffer> {
  const picture = artFor(ref, size);
  const img = sharp(Buffer.from(picture.svg)).resize(picture.width, picture.height).flatten({ background: palette.bg });
  const ext = path.extname(ref.image).toLowerCase();
  if (ext === '.png') return img.png({ compressionLevel: 9, palette: true }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 75 }).toBuffer();
  return img.jpeg({ quality: 75, progressive: true, mozjpeg: true }).toBuffer();
}

const png = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** The site's static brand files under static/, by path. */
export const STATIC_FILES = {
  'favicon.svg': () => Promise.resolve(Buffer.from(brandMark(64, false))),
  'icons/icon-192.png': () => png(brandMark(192, false)),
  'icons/icon-512.png': () => png(brandMark(512, false)),
  'icons/maskable-512.png': () => png(brandMark(512, true)),
  'apple-touch-icon.png': () => png(brandMark(180, true)),
  'og-image.jpg': () => sharp(Buffer.from(renderOgImage(1200, 630))).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer(),
} as const satisfies Record<string, () => Promise<Buffer>>;

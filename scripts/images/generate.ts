/**
 * The build's image step (and `npm run images`): renders every image the content references that is
 * missing from content/images (all of them with `force`), and the site's static brand files (favicon,
 * app icons, share image) that are missing from static/. An existing file is never touched unless asked.
 * A file is written under a temporary name and renamed into place, so an interrupted run never leaves
 * half an image that the next run would keep.
 */
import fs from 'node:fs';
import path from 'node:path';
import { referencedImages } from './refs';
import { STATIC_FILES, renderImage } from './render';

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

export async function generateImages(o: GenerateOptions): Promise<GenerateResult> {
  const warn = o.warn ?? ((m: string) => console.warn(m));
  if (!fs.existsSync(path.join(o.root, 'content', 'data'))) throw new Error(`no content at ${path.join(o.root, 'content', 'data')}`);
  const imagesDir = path.join(o.root, 'content', 'images');
  const staticDir = path.join(o.root, 'static');
  const refs = referencedImages(path.join(o.root, 'content'), warn).filter((r) => !o.only || r.image.includes(o.only));
  const images = refs.filter((ref) => o.force || !fs.existsSync(path.join(imagesDir, ref.image)));
  const statics = (Object.keys(STATIC_FILES) as (keyof typeof STATIC_FILES)[]).filter((file) => o.forceStatic || !fs.existsSync(path.join(staticDir, file)));
  const result: GenerateResult = { referenced: refs.length, rendered: 0, kept: refs.length - images.length, bytes: 0, failed: [], staticFiles: 0 };
  const worker = async (): Promise<void> => {
    for (let ref = images.shift(); ref; ref = images.shift()) {
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
  for (const file of statics) {
    writeAtomically(path.join(staticDir, file), await STATIC_FILES[file]());
    result.staticFiles += 1;
  }
  return result;
}

/** One line for the log: what was rendered and kept. */
export function summary(r: GenerateResult): string {
  const avg = r.rendered ? Math.round(r.bytes / r.rendered / 1024) : 0;
  return `images: rendered ${r.rendered}, kept ${r.kept} (of ${r.referenced} referenced; avg ${avg} KB rendered); static brand files written: ${r.staticFiles}`;
}

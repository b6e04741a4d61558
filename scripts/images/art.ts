/**
 * Which picture an image path gets: the first folder of the path picks the kind of scene (hero/, tour/,
 * trainers/ ...) and its size; keywords in the file name and the label pick the variant. The same path
 * always gives the same picture: the generator is seeded from the path.
 */
import path from 'node:path';
import type { ImageRef } from '../../src/build/load-content';
import { findKeyword } from './keywords';
import { Rng, hashString } from './rng';
import { renderBeforeAfter } from './kinds/before-after';
import { renderBlog } from './kinds/blog';
import { EXPANSION_KEYWORDS, renderExpansion } from './kinds/expansion';
import { renderHero } from './kinds/hero';
import { INTERIOR_KEYWORDS, interiorOptsFor, renderInterior } from './kinds/interior';
import { renderPoster } from './kinds/poster';
import { renderService, titleFromSlug } from './kinds/service';
import { renderSocial } from './kinds/social';
import { renderTrainer } from './kinds/trainer';

/** What the art knows about an image: its path, its file name without extension, and the words to search. */
interface Subject {
  image: string;
  label: string;
  base: string;
  /** The file name in words, then the label (alt text or title). */
  texts: string[];
}

export interface Kind {
  width: number;
  height: number;
  render: (w: number, h: number, rng: Rng, subject: Subject) => string;
}

const interior: Kind = {
  width: 1200,
  height: 800,
  render: (w, h, rng, s) => renderInterior(w, h, rng, findKeyword(INTERIOR_KEYWORDS, s.texts) ?? 'floor', interiorOptsFor(s.texts)),
};

/** The kinds of picture by folder; images in any other folder are posters. */
export const KINDS: Record<string, Kind> = {
  hero: { width: 1600, height: 900, render: (w, h, rng) => renderHero(w, h, rng) },
  tour: interior,
  facility: interior,
  expansion: { width: 1200, height: 800, render: (w, h, rng, s) => renderExpansion(w, h, rng, findKeyword(EXPANSION_KEYWORDS, s.texts) ?? 'floor') },
  trainers: { width: 800, height: 1000, render: (w, h, rng, s) => renderTrainer(w, h, rng, s.label !== s.image ? s.label : titleFromSlug(s.base)) },
  services: { width: 1200, height: 800, render: (w, h, rng, s) => renderService(w, h, rng, s.base, s.label) },
  blog: { width: 1200, height: 675, render: (w, h, rng, s) => renderBlog(w, h, rng, s.texts) },
  social: { width: 800, height: 800, render: (w, h, rng, s) => renderSocial(w, h, rng, s.texts) },
  'before-after': {
    width: 800,
    height: 1000,
    render: (w, h, rng, s) => renderBeforeAfter(w, h, rng, (/(\d+)/.exec(s.base)?.[1] ?? String(rng.int(1, 99))).padStart(2, '0')),
  },
  pilates: { width: 1200, height: 800, render: (w, h, rng) => renderInterior(w, h, rng, 'pilates') },
};

export const POSTER: Kind = { width: 1200, height: 800, render: (w, h, rng, s) => renderPoster(w, h, rng, s.texts) };

function kindFor(image: string): Kind {
  const [folder] = image.split('/');
  return Object.hasOwn(KINDS, folder) ? KINDS[folder] : POSTER;
}

export interface Art {
  width: number;
  height: number;
  svg: string;
}

/** The picture for an image reference, at its kind's size unless another is asked for (tests render small). */
export function artFor(ref: ImageRef, size?: { width: number; height: number }): Art {
  const kind = kindFor(ref.image);
  const base = path.basename(ref.image).replace(/\.[a-z]+$/i, '');
  const subject: Subject = { image: ref.image, label: ref.label, base, texts: [base.replace(/[-_]/g, ' '), ref.label] };
  const { width, height } = size ?? kind;
  return { width, height, svg: kind.render(width, height, new Rng(hashString(ref.image)), subject) };
}

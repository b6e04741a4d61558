import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { intrinsicSize } from '../../lib/image-types';

/**
 * The `fetchpriority` attribute, spelled in lowercase: React 18 does not know the camel-cased prop and
 * warns about it in development, while a lowercase attribute is passed through as it is.
 */
export function priorityAttribute(priority: 'high' | 'auto' | undefined): { fetchpriority?: string } {
  return priority ? { fetchpriority: priority } : {};
}

type Props = {
  /** The sharp data of the image (see imageOf in lib/image-types). */
  image: IGatsbyImageData;
  alt: string;
  /** 'eager' for an image in the first screen; everything else loads when it nears the viewport. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the page's largest image (its LCP element). */
  fetchPriority?: 'high' | 'auto';
  objectPosition?: CSSProperties['objectPosition'];
  /** Set by the parent's css prop; the frame's size and shape come from there. */
  className?: string;
};

/**
 * A responsive image as plain HTML: `<picture>` of WebP sizes (gatsby-config.ts), `width`/`height` so the
 * box is reserved before it loads, and the image's dominant colour behind it while it does.
 *
 * Used instead of gatsby-plugin-image's GatsbyImage, which hides every image (opacity 0) until a script
 * runs, adds an inline script and a <noscript> copy per image, and ships a client runtime that includes
 * react-dom/server: on a phone that cost the home page its LCP and most of its blocking time. This
 * component needs no JavaScript at all; the browser's own lazy loading does the rest.
 *
 * Styling: the frame is `.picture` (display block); the image fills it (`object-fit: cover`). With no
 * height set on the frame, the image keeps its own aspect ratio; give the frame a height or an
 * aspect-ratio to crop. The dominant colour is a custom property (`--picture-bg`), so a parent's
 * `.picture { background: … }` replaces it without !important.
 */
export function Picture({ image, alt, loading = 'lazy', fetchPriority, objectPosition, className }: Props) {
  const { fallback, sources = [] } = image.images;
  const { width, height } = intrinsicSize(image);
  return (
    <picture className={className ? `picture ${className}` : 'picture'} style={image.backgroundColor ? ({ '--picture-bg': image.backgroundColor } as CSSProperties) : undefined}>
      {sources.map((s) => (
        <source key={s.type ?? s.srcSet} type={s.type} srcSet={s.srcSet} sizes={s.sizes} media={s.media} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={loading === 'lazy' ? 'async' : undefined}
        {...priorityAttribute(fetchPriority)}
        style={objectPosition ? { objectPosition } : undefined}
      />
    </picture>
  );
}

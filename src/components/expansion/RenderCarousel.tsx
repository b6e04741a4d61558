import { css } from '@emotion/react';
import { Picture } from '../ui/Picture';
import { imageOf, type ImageFile } from '../../lib/image-types';
import { Carousel } from '../ui/Carousel';
import { alpha, colors, mq, radius, space } from '../../styles/theme';

export interface RenderPhoto {
  image: ImageFile;
  alt: string;
  caption: string;
}

const slide = css`
  position: relative;
  margin: 0;
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${colors.surface};
  .picture {
    aspect-ratio: 3 / 2;
    width: 100%;
  }
  figcaption {
    padding: ${space(4)} ${space(5)};
    background: ${colors.surfaceRaised};
    color: ${colors.text};
    font-weight: 600;
    font-size: 1rem;
    ${mq.md} {
      position: absolute;
      left: 0;
      right: 0;
      bottom: 0;
      padding: ${space(16)} ${space(8)} ${space(6)};
      background: linear-gradient(0deg, ${alpha(colors.bg, 0.94)} 0%, ${alpha(colors.bg, 0.72)} 55%, transparent 100%);
      font-size: 1.2rem;
    }
  }
`;

/**
 * The five expansion renders (spec 2.8) in the shared carousel's wrapping mode: one at a time,
 * previous/next wrap around, dots jump to a render, 500 ms slide (instant under reduced motion),
 * arrow keys, and a polite live region.
 */
/** The carousel's name and what its slides are called, in the page's language (facility.yaml `expansion.page`). */
interface RenderCarouselWords {
  carouselLabel: string;
  renderOne: string;
  renderMany: string;
}

export function RenderCarousel({ photos, words }: { photos: readonly RenderPhoto[]; words: RenderCarouselWords }) {
  const items = photos.map((p, i) => {
    const img = imageOf(p.image);
    return (
      <figure css={slide} data-testid="expansion-render">
        {img && <Picture image={img} alt={p.alt} loading={i === 0 ? 'eager' : 'lazy'} />}
        <figcaption>{p.caption}</figcaption>
      </figure>
    );
  });
  return <Carousel items={items} label={words.carouselLabel} mode="wrap" showDots noun={{ one: words.renderOne, many: words.renderMany }} testId="expansion-carousel" />;
}

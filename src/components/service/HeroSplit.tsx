import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Picture } from '../ui/Picture';
import { imageOf, type ImageFile } from '../../lib/image-types';
import { alpha, colors, mq, radius, space, typeScale } from '../../styles/theme';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(10)};
  align-items: center;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    gap: ${space(12)};
  }
`;

const figure = css`
  margin: 0;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${colors.border};
  box-shadow: 0 30px 60px -30px ${alpha(colors.black, 0.8)};
  .picture {
    aspect-ratio: 4 / 3;
  }
`;

/** The introduction in a hero beside its photo: larger, muted, a comfortable line length. */
export const heroIntro = css`
  font-size: ${typeScale.lead.size};
  color: ${colors.muted};
  max-width: 62ch;
  margin: 0;
`;

/**
 * The text of an inner page's hero beside its photo (stacked on phones, photo second).
 */
export function HeroSplit({ children, image, alt }: { children: ReactNode; image: ImageFile | undefined; alt: string }) {
  const img = imageOf(image);
  return (
    <div css={grid}>
      <div>{children}</div>
      {img && (
        <figure css={figure}>
          <Picture image={img} alt={alt} loading="eager" />
        </figure>
      )}
    </div>
  );
}

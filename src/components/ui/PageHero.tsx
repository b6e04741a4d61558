import type { ReactElement, ReactNode } from 'react';
import { css } from '@emotion/react';
import { container, eyebrow as eyebrowStyle, lead } from './styles';
import { BackToHome } from './BackToHome';
import { alpha, colors, layout, space } from '../../styles/theme';

const hero = css`
  padding: calc(${layout.navHeight} + ${space(12)}) 0 ${space(12)};
  background:
    radial-gradient(circle at 85% 10%, ${alpha(colors.accent, 0.18)}, transparent 45%),
    linear-gradient(180deg, ${colors.heroTop} 0%, ${colors.bg} 100%);
  border-bottom: 1px solid ${colors.border};
`;

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** The back link on its own line above the eyebrow: 'home' for Back to Home, or another link. */
  back?: 'home' | ReactElement;
}

/** The top of an inner page: optional back link and eyebrow, the page's h1, an intro. */
export function PageHero({ title, eyebrow, intro, children, back }: PageHeroProps) {
  return (
    <div css={hero}>
      <div css={container}>
        {back && <div>{back === 'home' ? <BackToHome /> : back}</div>}
        {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
        <h1>{title}</h1>
        {intro && <p css={lead}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}

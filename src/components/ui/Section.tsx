import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { container, eyebrow as eyebrowStyle, lead, section } from './styles';
import { colors, space } from '../../styles/theme';

interface Props {
  id?: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Section background variant. */
  tone?: 'default' | 'raised';
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

const raised = css`
  background: linear-gradient(180deg, ${colors.panelDark} 0%, ${colors.panelDarker} 100%);
`;

/** A page section with an optional eyebrow, heading and intro, labelled by its heading. */
export function Section({ id, eyebrow, title, intro, children, tone = 'default', headingLevel = 'h2', className }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  const Heading = headingLevel;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} css={[section, tone === 'raised' && raised]} className={className} tabIndex={-1}>
      <div css={container}>
        {(eyebrow || title || intro) && (
          <header css={css`margin-bottom: ${space(10)};`}>
            {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
            {title && <Heading id={headingId}>{title}</Heading>}
            {intro && <p css={lead}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

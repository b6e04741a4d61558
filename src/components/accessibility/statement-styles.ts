import { css } from '@emotion/react';
import { alpha, colors, mq, radius, space } from '../../styles/theme';

export const body = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(12)};
  max-width: 72ch;
  section {
    scroll-margin-top: 96px;
  }
  h2 {
    font-size: clamp(1.6rem, 4.5vw, 2.2rem);
  }
  h3 {
    font-size: 1.15rem;
    margin-top: ${space(6)};
  }
  p,
  li {
    color: ${colors.statement};
    font-size: 1.05rem;
  }
  section > ul:not([data-contacts]) {
    margin: 0;
    padding-left: 1.3em;
    li {
      margin-bottom: ${space(2)};
    }
    li::marker {
      color: ${colors.accent};
    }
  }
  strong {
    color: ${colors.text};
  }
`;

export const badge = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
  padding: ${space(3)} ${space(5)};
  border-radius: ${radius.pill};
  border: 1px solid ${alpha(colors.accent, 0.5)};
  background: ${alpha(colors.accent, 0.12)};
  font-weight: 700;
  color: ${colors.text};
  svg {
    color: ${colors.accent};
  }
`;

export const contactGrid = css`
  display: grid;
  gap: ${space(3)};
  margin: ${space(6)} 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    margin: 0;
    padding: ${space(5)};
    border-radius: ${radius.md};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
  }
  .label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    margin: 0 0 ${space(2)};
    font-size: 0.8rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.muted};
  }
  .label svg {
    color: ${colors.accent};
  }
  a,
  .value {
    color: ${colors.text};
    font-weight: 700;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  li:last-child {
    ${mq.md} {
      grid-column: 1 / -1;
    }
  }
`;

export const dateLine = css`
  padding-top: ${space(6)};
  border-top: 1px solid ${colors.border};
  color: ${colors.muted};
  font-size: 0.95rem;
`;

import { css } from '@emotion/react';
import { colors, fonts, space, typeScale, typeCss } from '../../styles/theme';

/** A navigation bar link or button. */
export const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(2)} ${space(1.25)};
  background: none;
  border: 0;
  color: ${colors.text};
  font-family: ${fonts.heading};
  ${typeCss(typeScale.nav)}
  letter-spacing: 0.03em;
  @media (min-width: 1440px) {
    font-size: ${typeScale.label.size};
    padding: ${space(2)} ${space(2)};
  }
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-current='page'] {
    color: ${colors.accent};
  }
`;

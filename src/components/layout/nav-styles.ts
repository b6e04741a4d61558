import { css } from '@emotion/react';
import { alpha, colors, fonts, radius, space, typeScale, typeCss } from '../../styles/theme';

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

/** The box of a menu that drops from the bar (Services, languages): under its button, over the page. */
export const dropdownPanel = css`
  position: absolute;
  top: calc(100% + 8px);
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: 0 18px 40px ${alpha(colors.black, 0.45)};
  z-index: 60;
`;

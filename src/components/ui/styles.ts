/** Shared style fragments: buttons, containers, cards, section headings. */
import { css } from '@emotion/react';
import { alpha, colors, fonts, layout, mq, radius, space, typeScale, typeCss } from '../../styles/theme';

export const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space(5)};
  ${mq.md} {
    padding: 0 ${space(8)};
  }
`;

export const section = css`
  padding: ${space(16)} 0;
  ${mq.md} {
    padding: ${space(24)} 0;
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: ${space(3)} ${space(6)};
  border-radius: ${radius.pill};
  font-family: ${fonts.heading};
  ${typeCss(typeScale.label)}
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition:
    background-color 0.2s ease,
    color 0.2s ease,
    border-color 0.2s ease,
    transform 0.2s ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    transform: none;
  }
`;

export const buttonPrimary = css`
  ${buttonBase};
  background: ${colors.accent};
  color: ${colors.accentInk};
  &:hover {
    background: ${colors.accentHover};
    color: ${colors.accentInk};
  }
`;

export const buttonOutline = css`
  ${buttonBase};
  background: transparent;
  color: ${colors.text};
  border-color: ${colors.text};
  &:hover {
    background: ${colors.text};
    color: ${colors.bg};
  }
`;

export const buttonGhost = css`
  ${buttonBase};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  border-color: ${colors.border};
  &:hover {
    border-color: ${colors.accent};
    color: ${colors.text};
  }
`;

export const card = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  padding: ${space(6)};
`;

export const eyebrow = css`
  display: inline-block;
  font-family: ${fonts.heading};
  ${typeCss(typeScale.label)}
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${colors.accent};
  margin-bottom: ${space(3)};
`;

export const lead = css`
  font-size: ${typeScale.lead.size};
  color: ${colors.muted};
  max-width: 60ch;
`;

export const grid = (min: number) => css`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(${min}px, 100%), 1fr));
`;

/**
 * A square icon tile: the icon centred on an accent tint, or on solid accent when `filled`.
 * Used by the feature, facility, contact, plan and info cards.
 */
export const iconTile = (size: number, { filled = false, rounded = radius.md }: { filled?: boolean; rounded?: string } = {}) => css`
  display: grid;
  place-items: center;
  width: ${size}px;
  height: ${size}px;
  border-radius: ${rounded};
  background: ${filled ? colors.accent : alpha(colors.accent, 0.14)};
  color: ${filled ? colors.accentInk : colors.accent};
`;

/** The 'Most Popular' badge, centred on the top edge of its (position: relative) card. */
export const popularBadge = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  white-space: nowrap;
  padding: ${space(1)} ${space(4)};
  border-radius: ${radius.pill};
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-family: ${fonts.heading};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

/** A tick (lucide's "check" path) as a CSS mask, drawn in the text colour of the ::before it is on. */
const tickMask = (strokeWidth: number) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'><path d='M20 6 9 17l-5-5'/></svg>`,
  )}")`;

/**
 * List items that start with an accent tick, drawn by CSS: a list of benefits is plain `<li>text</li>`
 * (the membership plans alone have about a hundred; an inline SVG icon per item cost three elements each).
 */
export const tickItems = (gap: string, strokeWidth = 2) => css`
  li {
    display: flex;
    gap: ${gap};
  }
  li::before {
    content: '';
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 3px;
    background-color: ${colors.accent};
    -webkit-mask: ${tickMask(strokeWidth)} center / contain no-repeat;
    mask-image: ${tickMask(strokeWidth)};
    mask-position: center;
    mask-size: contain;
    mask-repeat: no-repeat;
  }
`;

/** A page that is one short message in the middle of the screen: the 404 page and the error page. */
export const statusPage = css`
  min-height: 80vh;
  display: grid;
  place-items: center;
  text-align: center;
  /* Top and bottom only: beside the container, whose side padding keeps the text off the screen's edges. */
  padding-block: ${space(32)} ${space(16)};
`;

/** The inbox's look: the site's theme (src/styles/theme.ts) and its buttons and inputs, arranged for a work screen. */
import { css } from '@emotion/react';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import { buttonGhost, buttonPrimary } from '../ui/styles';
import { controlCss, selectCss, textareaCss } from '../forms/form-styles';

export { controlCss, selectCss, textareaCss };

export const shell = css`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
`;

export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.surface};
  ${mq.md} {
    padding: ${space(3)} ${space(8)};
  }
`;

export const brand = css`
  font-family: ${fonts.heading};
  font-size: 1.25rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  margin: 0;
  color: ${colors.text};
  span {
    color: ${colors.accent};
  }
`;

export const navList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const navLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  font-weight: 600;
  &[aria-current='page'] {
    background: ${colors.surfaceRaised};
    box-shadow: inset 0 -3px 0 ${colors.accent};
  }
  &:hover {
    background: ${colors.surfaceRaised};
  }
`;

export const who = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  color: ${colors.muted};
  font-size: 0.95rem;
`;

export const main = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(5)} ${space(4)} ${space(16)};
  ${mq.md} {
    padding: ${space(8)} ${space(8)} ${space(16)};
  }
  h1 {
    font-family: ${fonts.heading};
    font-size: 1.9rem;
    margin: 0 0 ${space(4)};
  }
  h2 {
    font-family: ${fonts.heading};
    font-size: 1.3rem;
    margin: 0 0 ${space(3)};
  }
`;

export const primary = css`
  ${buttonPrimary};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
`;

export const secondary = css`
  ${buttonGhost};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
`;

export const small = css`
  ${buttonGhost};
  min-height: 44px;
  padding: ${space(1)} ${space(4)};
  font-size: 0.9rem;
`;

export const danger = css`
  ${buttonGhost};
  min-height: 44px;
  padding: ${space(2)} ${space(5)};
  border-color: ${colors.danger};
  &:hover {
    border-color: ${colors.danger};
    background: ${colors.dangerBg};
  }
`;

export const panel = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  padding: ${space(4)};
  ${mq.md} {
    padding: ${space(5)};
  }
`;

export const stack = css`
  display: grid;
  gap: ${space(4)};
`;

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)};
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

/** The folded filters: a summary as tall as a button (the site's focus ring is global); the filters below it when open. */
export const filterFold = css`
  summary {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    font-weight: 600;
    gap: ${space(2)};
    cursor: pointer;
    color: ${colors.accentLight};
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The fold's own arrow (a flex summary has no marker): right when folded, down when open. */
  summary::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
  }
  &[open] summary::before {
    transform: rotate(45deg);
  }
  &[open] summary {
    margin-bottom: ${space(3)};
  }
`;

export const checkRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 48px;
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
    accent-color: ${colors.accent};
  }
`;

export const notice = css`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${colors.border};
  background: ${colors.surfaceRaised};
`;

export const errorNotice = css`
  ${notice};
  border-color: ${colors.danger};
  background: ${colors.dangerBg};
  color: ${colors.text};
`;

export const okNotice = css`
  ${notice};
  border-color: ${colors.success};
`;

export const muted = css`
  color: ${colors.muted};
`;

export const link = css`
  color: ${colors.accentLight};
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
`;

type Tone = 'accent' | 'plain' | 'danger' | 'ok';
const TONE_BORDER: Record<Tone, string> = { accent: colors.accent, danger: colors.danger, ok: colors.success, plain: colors.border };

const badgeBase = css`
  display: inline-block;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  border: 1px solid ${colors.border};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
`;

/** A small label (stage, form, delivery); `tone` colours its border. */
export const badge = (tone: Tone = 'plain') => css`
  ${badgeBase};
  border-color: ${TONE_BORDER[tone]};
  ${tone === 'accent' ? `background: ${alpha(colors.accent, 0.15)};` : ''}
`;

/** Phone: one card per lead. Desktop: the same cards laid out as rows of a table. */
export const leadList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
`;

/**
 * One lead of the list. The card is the only element with an Emotion class, its parts are styled by plain
 * class names under it: the list renders 50 cards at once, and one styled element per card instead of
 * fifteen took about a third off the time to show the list on a phone (scripts/bench-inbox.ts).
 */
export const leadCard = css`
  ${panel};
  display: grid;
  gap: ${space(2)};
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.4fr);
    align-items: center;
    gap: ${space(4)};
  }
  &[data-unseen='true'] {
    border-color: ${colors.accent};
  }
  .lead-name {
    /* A box of its own: a long name wraps inside it, and the whole box is the link (tap target). */
    display: inline-block;
    font-weight: 700;
    font-size: 1.1rem;
  }
  a {
    color: ${colors.accentLight};
    text-decoration: underline;
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)};
  }
  .lead-name + .badges {
    margin-top: 0.35rem;
  }
  .contact {
    display: grid;
    gap: 0.25rem;
  }
  .muted {
    color: ${colors.muted};
  }
  .badge {
    ${badgeBase};
  }
  .badge[data-tone='accent'] {
    border-color: ${TONE_BORDER.accent};
    background: ${alpha(colors.accent, 0.15)};
  }
  .badge[data-tone='danger'] {
    border-color: ${TONE_BORDER.danger};
  }
  .badge[data-tone='ok'] {
    border-color: ${TONE_BORDER.ok};
  }
`;

export const dl = css`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  ${mq.md} {
    grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
  }
  dt {
    font-weight: 700;
    color: ${colors.muted};
  }
  dd {
    margin: 0 0 ${space(2)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const twoColumns = css`
  display: grid;
  gap: ${space(5)};
  ${mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

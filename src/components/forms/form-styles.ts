/** Styles shared by the three forms: the grid, labels, inputs, the error box and the submit row. */
import { css } from '@emotion/react';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';

const { inputBorder } = colors;
const { errorInk } = colors;

export const formCss = css`
  display: grid;
  gap: ${space(5)};
`;

/** One column on phones, two on wide screens; `fullRow` spans both. */
export const fieldGrid = css`
  display: grid;
  gap: ${space(5)};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${space(6)};
  }
`;

export const fullRow = css`
  ${mq.md} {
    grid-column: 1 / -1;
  }
`;

export const fieldCss = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

export const labelCss = css`
  font-weight: 600;
  font-size: 0.95rem;
  color: ${colors.text};
`;

export const requiredMark = css`
  color: ${colors.accent};
  font-weight: 700;
`;

export const requiredNote = css`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

export const controlCss = css`
  width: 100%;
  min-height: 48px;
  padding: ${space(3)} ${space(4)};
  background: ${colors.bg};
  color: ${colors.text};
  border: 1px solid ${inputBorder};
  border-radius: ${radius.md};
  font-size: 1rem;
  line-height: 1.4;
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    border-color: ${colors.muted};
  }
  &:focus {
    outline: none;
    border-color: ${colors.accent};
    box-shadow: 0 0 0 3px ${alpha(colors.accent, 0.35)};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radius.md};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const selectCss = css`
  ${controlCss};
  appearance: none;
  padding-right: ${space(10)};
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23ff6a2b' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right ${space(4)} center;
  cursor: pointer;
  option {
    background: ${colors.surface};
    color: ${colors.text};
  }
`;

export const textareaCss = css`
  ${controlCss};
  min-height: 120px;
  resize: vertical;
`;

export const hintCss = css`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

export const fieldErrorCss = css`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${errorInk};
`;

/** The red box listing every error (role=alert, focused on failure). */
export const errorBoxCss = css`
  padding: ${space(4)} ${space(5)};
  background: ${colors.dangerBg};
  border: 1px solid ${colors.danger};
  border-left-width: 6px;
  border-radius: ${radius.md};
  color: ${colors.text};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
  }
  h3 {
    font-family: ${fonts.body};
    text-transform: none;
    letter-spacing: 0;
    font-size: 1rem;
    margin: 0 0 ${space(2)};
  }
  ul {
    margin: 0;
    padding-left: ${space(5)};
    display: grid;
    gap: ${space(1)};
  }
  a {
    color: ${colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${colors.accentHover};
  }
`;

export const fieldsetCss = css`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${space(2)};
  }
`;

export const checkboxListCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(140px, 100%), 1fr));
  gap: ${space(2)};
`;

export const checkboxLabelCss = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 48px;
  padding: ${space(2)} ${space(3)};
  background: ${colors.bg};
  border: 1px solid ${inputBorder};
  border-radius: ${radius.md};
  cursor: pointer;
  -webkit-user-select: none;
  user-select: none;
  transition:
    border-color 0.2s ease,
    background-color 0.2s ease;
  &:hover {
    border-color: ${colors.muted};
  }
  &:has(input:checked) {
    border-color: ${colors.accent};
    background: ${alpha(colors.accent, 0.12)};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${colors.accent};
  }
  input:focus-visible {
    outline: none;
  }
`;

export const submitRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  button {
    width: 100%;
    ${mq.sm} {
      width: auto;
      min-width: 240px;
    }
  }
`;

/** The honeypot: off-screen for people, still in the DOM for bots. */
export const honeypotCss = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

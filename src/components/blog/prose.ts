import { css } from '@emotion/react';
import { colors, fonts, radius, space, typeScale } from '../../styles/theme';

/** Reading styles for a post body: a comfortable measure, clear headings and lists with bold lead-ins. */
export const prose = css`
  max-width: 70ch;
  margin: 0 auto;
  font-size: 1.075rem;
  line-height: 1.75;
  color: ${colors.prose};
  > :first-child {
    margin-top: 0;
  }
  p {
    margin: 0 0 1.25em;
  }
  > p:first-of-type {
    font-size: ${typeScale.lead.size};
    color: ${colors.text};
  }
  h2 {
    margin: 2.2em 0 0.7em;
    font-size: clamp(1.45rem, 4.5vw, 1.95rem);
    line-height: 1.2;
    color: ${colors.text};
  }
  h3 {
    margin: 1.8em 0 0.6em;
    font-size: clamp(1.2rem, 3.5vw, 1.4rem);
    color: ${colors.text};
  }
  ul,
  ol {
    margin: 0 0 1.5em;
    padding-left: 1.4em;
  }
  li {
    margin: 0 0 0.7em;
    padding-left: ${space(1)};
  }
  li::marker {
    color: ${colors.accent};
    font-weight: 700;
  }
  ol li::marker {
    font-family: ${fonts.heading};
  }
  strong {
    color: ${colors.text};
    font-weight: 700;
  }
  a {
    color: ${colors.accent};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
  a:hover {
    color: ${colors.accentHover};
    text-decoration-thickness: 2px;
  }
  blockquote {
    margin: 1.5em 0;
    padding: ${space(4)} ${space(5)};
    border-left: 4px solid ${colors.accent};
    background: ${colors.surface};
    border-radius: 0 ${radius.md} ${radius.md} 0;
    color: ${colors.text};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  hr {
    border: 0;
    border-top: 1px solid ${colors.border};
    margin: 2.5em 0;
  }
  code {
    font-size: 0.92em;
    padding: 0.1em 0.35em;
    border-radius: 4px;
    background: ${colors.surfaceRaised};
  }
`;

import { css } from '@emotion/react';
import { Mail } from '../ui/icons';
import { useContact } from '../../hooks/useContact';
import { buttonPrimary } from '../ui/styles';
import { alpha, colors, mq, radius, space } from '../../styles/theme';
import type { Galleries } from '../../content/content-schema';

const box = css`
  display: grid;
  gap: ${space(6)};
  align-items: center;
  padding: ${space(10)} ${space(6)};
  border-radius: ${radius.lg};
  border: 1px solid ${alpha(colors.accent, 0.45)};
  background: radial-gradient(circle at 100% 0%, ${alpha(colors.accent, 0.2)} 0%, transparent 55%), ${colors.surface};
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr;
    padding: ${space(12)};
  }
  h2 {
    font-size: clamp(1.7rem, 5vw, 2.5rem);
  }
  p {
    color: ${colors.muted};
    max-width: 58ch;
  }
  p:last-child {
    margin-bottom: 0;
  }
  .cta {
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
    ${mq.lg} {
      align-items: flex-end;
      text-align: right;
    }
  }
  .cta a:not([data-primary]) {
    color: ${colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The invitation to email the gym a transformation story (spec 2.7), with the gym's address and a subject. */
export function ShareStory({ words }: { words: Galleries['beforeAfterPage']['share'] }) {
  const { email } = useContact();
  // The email's first lines end with a blank line, so the visitor writes below them.
  const href = `mailto:${email}?subject=${encodeURIComponent(words.mailSubject)}&body=${encodeURIComponent(`${words.mailBody}\n\n`)}`;
  return (
    <aside id="share-story" css={box} aria-labelledby="share-story-heading" data-testid="share-story" tabIndex={-1}>
      <div>
        <h2 id="share-story-heading">{words.heading}</h2>
        <p>{words.text}</p>
        <p>{words.note}</p>
      </div>
      <div className="cta">
        <a href={href} css={buttonPrimary} data-primary="" data-testid="share-story-email">
          <Mail size={18} aria-hidden="true" /> {words.button}
        </a>
        <a href={`mailto:${email}`}>{email}</a>
      </div>
    </aside>
  );
}

import { css } from '@emotion/react';
import { useSettings } from '../../hooks/useSettings';
import { colors, fonts, mq, radius, space } from '../../styles/theme';

const list = css`
  counter-reset: step;
  display: grid;
  gap: ${space(4)};
  list-style: none;
  padding: 0;
  margin: ${space(4)} 0 0;
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    background: ${colors.surfaceRaised};
    border-radius: ${radius.md};
    padding: ${space(5)};
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${colors.accent};
    color: ${colors.accentInk};
    font-family: ${fonts.heading};
    font-weight: 700;
    margin-bottom: ${space(3)};
  }
  h4 {
    font-size: 1.05rem;
    margin-bottom: ${space(1)};
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.95rem;
  }
`;

/** The four online sign-up steps (spec 1). */
export function SignupSteps() {
  const { signupSteps, signupHeading } = useSettings();
  return (
    <>
      <h3>{signupHeading}</h3>
      <ol css={list}>
        {signupSteps.map((s) => (
          <li key={s.title}>
            <h4>{s.title}</h4>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

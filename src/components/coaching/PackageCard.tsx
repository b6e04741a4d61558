import { css } from '@emotion/react';
import type { Coaching } from '../../content/content-schema';
import { ExternalLink } from '../ui/ExternalLink';
import { buttonOutline, buttonPrimary, popularBadge, tickItems } from '../ui/styles';
import { alpha, colors, fonts, mq, radius, space } from '../../styles/theme';
import type { ReadonlyDeep } from '../../lib/query-data';

type CoachingPackage = ReadonlyDeep<Coaching['packages'][number]>;

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${space(8)} ${space(6)} ${space(6)};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  transition: border-color 0.2s ease;
  &:hover,
  &:focus-within {
    border-color: ${alpha(colors.accent, 0.6)};
  }
  h3 {
    font-size: 1.4rem;
    margin-bottom: ${space(3)};
  }
  .price {
    margin: 0 0 ${space(5)};
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: 2.2rem;
    line-height: 1.1;
    color: ${colors.text};
  }
  ul {
    display: grid;
    gap: ${space(3)};
    margin: 0 0 ${space(8)};
    padding: 0;
    list-style: none;
  }
  ${tickItems(space(3), 3)}
  li {
    align-items: flex-start;
    color: ${colors.muted};
  }
  a {
    margin-top: auto;
    width: 100%;
  }
`;

const popularCss = css`
  border: 2px solid ${colors.accent};
  background: linear-gradient(180deg, ${alpha(colors.accent, 0.14)} 0%, ${colors.surface} 40%);
  box-shadow:
    0 0 0 1px ${alpha(colors.accent, 0.25)},
    0 22px 50px -14px ${alpha(colors.accent, 0.45)};
  ${mq.lg} {
    transform: scale(1.04);
    z-index: 1;
  }
  &:hover,
  &:focus-within {
    border-color: ${colors.accentHover};
  }
`;

interface Props {
  pkg: CoachingPackage;
  popular: boolean;
  /** The card's button and badge words in the page's language (coaching.yaml). */
  words: { popularBadge: string; signUpButton: string };
}

/** One online coaching package with its 'Sign Up Now' link to the portal (new tab). */
export function PackageCard({ pkg, popular, words }: Props) {
  return (
    <article css={[cardCss, popular && popularCss]} data-testid="coaching-package" data-popular={popular ? 'true' : 'false'}>
      {popular && (
        <span css={popularBadge} data-testid="most-popular">
          {words.popularBadge}
        </span>
      )}
      <h3>{pkg.title}</h3>
      <p className="price">{pkg.price}</p>
      <ul>
        {pkg.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <ExternalLink href={pkg.link} css={popular ? buttonPrimary : buttonOutline}>
        {words.signUpButton}<span className="visually-hidden">: {pkg.title}</span>
      </ExternalLink>
    </article>
  );
}

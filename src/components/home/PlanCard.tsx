import { memo, useState } from 'react';
import { css } from '@emotion/react';
import { ChevronDown, ExternalLink as ExternalIcon } from '../ui/icons';
import type { PlanCardWords, PlanData } from '../../hooks/usePlans';
import { formatPeriod, formatPrice, formatSavings, formatWasPrice, type PeriodKind } from '../../content/format';
import { fillSlots } from '../../lib/rich-text';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/Icon';
import { buttonOutline, buttonPrimary, iconTile, popularBadge, tickItems } from '../ui/styles';
import { alpha, colors, fonts, radius, space } from '../../styles/theme';

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  padding: ${space(8)} ${space(6)} ${space(6)};
  transition:
    border-color 0.25s ease,
    transform 0.25s ease,
    box-shadow 0.25s ease;
  &:hover,
  &:focus-within {
    border-color: ${alpha(colors.accent, 0.6)};
  }
  h3 {
    font-size: 1.35rem;
    margin: ${space(4)} 0 ${space(3)};
  }
`;

const popularCss = css`
  border: 2px solid ${colors.accent};
  background: linear-gradient(180deg, ${alpha(colors.accent, 0.1)} 0%, ${colors.surface} 38%);
  box-shadow:
    0 0 0 1px ${alpha(colors.accent, 0.25)},
    0 18px 50px -12px ${alpha(colors.accent, 0.45)};
  &:hover,
  &:focus-within {
    border-color: ${colors.accentHover};
  }
`;

const iconCss = css`
  ${iconTile(52)}
`;

const priceRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(2)};
  margin: 0;
  .amount {
    font-family: ${fonts.heading};
    font-weight: 700;
    font-size: clamp(2.4rem, 9vw, 2.9rem);
    line-height: 1;
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
  .period {
    color: ${colors.muted};
    font-size: 1rem;
  }
`;

const wasRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin: ${space(2)} 0 0;
  min-height: 28px;
  s {
    color: ${colors.muted};
    text-decoration-thickness: 2px;
  }
  .save {
    display: inline-block;
    padding: 2px ${space(2)};
    border-radius: ${radius.sm};
    background: ${alpha(colors.success, 0.14)};
    color: ${colors.success};
    font-weight: 700;
    font-size: 0.85rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const info = css`
  margin: ${space(4)} 0 ${space(2)};
  font-size: 0.95rem;
  font-weight: 600;
  color: ${colors.accent};
`;

const desc = css`
  color: ${colors.muted};
  margin-bottom: ${space(4)};
`;

const toggle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} 0;
  border: 0;
  border-top: 1px solid ${colors.border};
  background: transparent;
  color: ${colors.text};
  font-family: ${fonts.heading};
  font-weight: 500;
  font-size: 1rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;
  svg {
    transition: transform 0.25s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${colors.accent};
  }
`;

/*
 * Collapsible: grid rows animate from 0fr to 1fr; collapsed content is also hidden from everyone. The
 * list is the grid's item and clips what its row does not show (its space above and below is its first
 * and last items' margins, which it clips with them: a padding would stay visible in a closed row).
 */
const collapse = css`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows 0.3s ease,
    visibility 0s linear 0.3s;
  &[data-open='true'] {
    grid-template-rows: 1fr;
    visibility: visible;
    transition:
      grid-template-rows 0.3s ease,
      visibility 0s linear 0s;
  }
  ul {
    overflow: hidden;
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
  li:first-of-type {
    margin-top: ${space(2)};
  }
  li:last-of-type {
    margin-bottom: ${space(4)};
  }
  ${tickItems(space(2))}
  li {
    font-size: 0.95rem;
  }
`;

/* The toggle, the benefits and the links sit at the bottom of the card: the toggle takes the free space above it. */
const bottom = css`
  margin-top: auto;
`;

const actions = css`
  padding-top: ${space(4)};
  display: grid;
  gap: ${space(3)};
  & > a:first-of-type {
    width: 100%;
  }
`;

const textLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 44px;
  font-weight: 600;
  text-underline-offset: 3px;
  svg {
    flex: none;
  }
`;

interface Props {
  /** Plan names are unique in the catalogue; the element ids derive from them. */
  plan: PlanData;
  /** The card's words in the page's language (plans.yaml `card`). */
  words: PlanCardWords;
  /** How the plan's period reads after the price, from its English period. */
  periodKind: PeriodKind;
}

/**
 * One membership plan (spec 3, plan card): price, regular price, savings, benefits, sign-up links.
 * Memoised: a plan's data never changes, so switching a membership tab re-renders the tabs, not every card.
 */
export const PlanCard = memo(function PlanCard({ plan, words, periodKind }: Props) {
  const [open, setOpen] = useState(false);
  // From the plan's id (unique, and the same in every language; a Punjabi name has no Latin letters to make one of).
  const uid = `plan-${plan.id}`;
  const nameId = `${uid}-name`;
  const listId = `${uid}-benefits`;
  const was = formatWasPrice(plan.originalPrice, words.was);
  const save = formatSavings(plan.savings, words.save);
  const n = plan.features.length;

  return (
    <article css={[cardCss, plan.popular && popularCss]} aria-labelledby={nameId} data-testid="plan-card">
      {plan.popular && <span css={popularBadge}>{words.popular}</span>}
      <span css={iconCss}>
        <Icon name={plan.icon} size={26} />
      </span>
      <h3 id={nameId}>{plan.name}</h3>
      <p css={priceRow} data-testid="plan-price">
        <span className="amount">{formatPrice(plan.price)}</span>
        <span className="period">{formatPeriod(plan.period, words, periodKind)}</span>
      </p>
      {(was || save) && <WasAndSave was={was} save={save} regularPrice={words.regularPrice} />}
      {plan.additionalInfo && <p css={info}>{plan.additionalInfo}</p>}
      <p css={desc}>{plan.description}</p>
      <button type="button" css={[toggle, bottom]} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)} data-testid="plan-benefits-toggle">
        {fillSlots(open ? words.hideBenefits : words.showBenefits, { count: n })}
        <ChevronDown size={20} aria-hidden="true" />
      </button>
      <div css={collapse} id={listId} data-open={open ? 'true' : 'false'}>
        <ul aria-label={fillSlots(words.benefitsLabel, { plan: plan.name })}>
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <PlanLinks plan={plan} signUp={words.signUp} nameId={nameId} />
    </article>
  );
});

/** The regular price struck through (named for a screen reader) and the saving. */
function WasAndSave({ was, save, regularPrice }: { was: string | null; save: string | null; regularPrice: string }) {
  return (
    <p css={wasRow}>
      {was && (
        <s data-testid="plan-was">
          <span className="visually-hidden">{`${regularPrice} `}</span>
          {was}
        </s>
      )}
      {save && (
        <span className="save" data-testid="plan-savings">
          {save}
        </span>
      )}
    </p>
  );
}

/** Sign up (described by the plan's name), and the plan's other links when it has them. */
function PlanLinks({ plan, signUp, nameId }: { plan: PlanData; signUp: string; nameId: string }) {
  return (
    <div css={actions}>
      <ExternalLink href={plan.link} css={plan.popular ? buttonPrimary : buttonOutline} aria-describedby={nameId}>
        {signUp}
      </ExternalLink>
      {plan.secondaryLink && plan.secondaryLinkText && (
        <ExternalLink href={plan.secondaryLink} css={textLink}>
          {plan.secondaryLinkText}
          <ExternalIcon size={16} aria-hidden="true" />
        </ExternalLink>
      )}
      {plan.upgradeLink && plan.upgradeText && (
        <ExternalLink href={plan.upgradeLink} css={textLink} data-testid="plan-upgrade">
          {plan.upgradeText}
          <ExternalIcon size={16} aria-hidden="true" />
        </ExternalLink>
      )}
    </div>
  );
}

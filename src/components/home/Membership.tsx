import { useRef, useState, type KeyboardEvent, type MutableRefObject } from 'react';
import { css } from '@emotion/react';
import { usePeriodKinds, usePlans } from '../../hooks/usePlans';
import { Section } from '../ui/Section';
import { PlanCard } from './PlanCard';
import { colors, fonts, mq, radius, space } from '../../styles/theme';

const tablist = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(2)};
  padding: ${space(2)};
  margin: 0 auto ${space(12)};
  max-width: 900px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  & > button:last-of-type:nth-of-type(odd) {
    grid-column: 1 / -1;
  }
  /* One pill row once all five tabs fit on it (from 1024px); two columns on phones and tablets. */
  ${mq.lg} {
    display: flex;
    justify-content: center;
    border-radius: ${radius.pill};
    width: fit-content;
    & > button:last-of-type:nth-of-type(odd) {
      grid-column: auto;
    }
  }
`;

const tabCss = css`
  min-height: 48px;
  padding: ${space(2)} ${space(5)};
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.muted};
  font-family: ${fonts.heading};
  font-weight: 500;
  font-size: 0.95rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;
  &:hover {
    color: ${colors.text};
    background: ${colors.surfaceRaised};
  }
  &[aria-selected='true'] {
    background: ${colors.accent};
    color: ${colors.accentInk};
  }
`;

const plansList = css`
  list-style: none;
  margin: 0;
  padding: ${space(4)} 0 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(10)} ${space(6)};
  & > li {
    flex: 1 1 260px;
    max-width: 400px;
  }
  ${mq.md} {
    & > li {
      max-width: 380px;
    }
  }
`;

const panelCss = css`
  &:focus-visible {
    outline-offset: 8px;
  }
`;

const note = css`
  text-align: center;
  color: ${colors.muted};
  margin: ${space(10)} auto 0;
  max-width: 60ch;
  font-size: 0.95rem;
`;

const tabId = (id: string) => `membership-tab-${id}`;
const panelId = (id: string) => `membership-panel-${id}`;

type Tabs = ReturnType<typeof usePlans>['tabs'];

/**
 * Membership: the five billing categories as an ARIA tablist (Monthly Billing first and selected),
 * every panel in the page's HTML so each price is pre-rendered; inactive panels are `hidden`.
 */
export function Membership() {
  const { tabs, section: words, card } = usePlans();
  const kinds = usePeriodKinds();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const activate = (i: number) => {
    setSelected(i);
    tabRefs.current[i]?.focus();
  };

  return (
    <Section
      id="membership"
      tone="raised"
      eyebrow={words.eyebrow}
      title={words.title}
      intro={words.intro}
      css={css`
        header {
          text-align: center;
        }
        header p {
          margin-inline: auto;
        }
      `}
    >
      <TabList tabs={tabs} label={words.tabsLabel} selected={selected} setSelected={setSelected} tabRefs={tabRefs} onKeyDown={tabKeys(tabs.length, selected, activate)} />
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          tabIndex={0}
          hidden={i !== selected}
          css={panelCss}
        >
          <ul css={plansList}>
            {t.plans.map((p) => (
              <li key={p.name}>
                <PlanCard plan={p} words={card} periodKind={kinds(p)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p css={note}>{words.portalNote}</p>
    </Section>
  );
}

/** The tabs' keys: the arrows move to the next or previous tab (round the ends), Home and End to the first and last. */
function tabKeys(count: number, selected: number, activate: (i: number) => void) {
  return (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = count - 1;
    let to: number | null = null;
    if (e.key === 'ArrowRight') to = selected === last ? 0 : selected + 1;
    else if (e.key === 'ArrowLeft') to = selected === 0 ? last : selected - 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = last;
    if (to === null) return;
    e.preventDefault();
    activate(to);
  };
}

interface TabListProps {
  tabs: Tabs;
  label: string;
  selected: number;
  setSelected: (i: number) => void;
  tabRefs: MutableRefObject<(HTMLButtonElement | null)[]>;
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One tab per billing category; only the selected one is in the tab order (the arrow keys move between them). */
function TabList({ tabs, label, selected, setSelected, tabRefs, onKeyDown }: TabListProps) {
  return (
    <div role="tablist" aria-label={label} css={tablist}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            tabRefs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(t.id)}
          aria-selected={i === selected}
          aria-controls={panelId(t.id)}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => setSelected(i)}
          onKeyDown={onKeyDown}
          css={tabCss}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { ChevronDown } from './icons';
import { slugify, toggleOpen } from '../../lib/faq';
import { colors, fonts, mq, radius, space, typeScale, typeCss } from '../../styles/theme';

interface AccordionItem {
  question: string;
  answer: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface Props {
  items: readonly AccordionItem[];
  /** Level of the heading that wraps each button (WAI-ARIA accordion pattern). */
  headingLevel?: HeadingLevel;
  /** Prefix of the ids of the buttons and panels; derived from React's useId when absent. */
  idPrefix?: string;
  /**
   * Controlled mode: the id of the open item (`${idPrefix}-${index}`) or null. With `onToggle`, lets a
   * page keep one item open across several accordions (the FAQ page). Uncontrolled when undefined.
   */
  openId?: string | null;
  onToggle?: (id: string) => void;
  /** Accessible label of the list of questions. */
  label?: string;
  testId?: string;
  className?: string;
}

const list = css`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemCss = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  transition: border-color 0.2s ease;
  &[data-open='true'] {
    border-color: ${colors.accent};
  }
`;

const headingCss = css`
  margin: 0;
  font-family: ${fonts.body};
  font-size: 1rem;
  letter-spacing: normal;
  text-transform: none;
  line-height: 1.4;
`;

const button = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  min-height: 56px;
  padding: ${space(4)} ${space(5)};
  border: 0;
  border-radius: ${radius.md};
  background: transparent;
  color: ${colors.text};
  ${typeCss(typeScale.strong)}
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${colors.accentHover};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  svg {
    flex: none;
    color: ${colors.accent};
    transition: transform 0.25s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${mq.md} {
    padding: ${space(5)} ${space(6)};
  }
`;

/*
 * The panel animates its height with grid rows (0fr -> 1fr), so no height is measured in script.
 * A closed panel is visibility:hidden: out of the accessibility tree and the tab order, while its
 * text stays in the pre-rendered HTML. Under prefers-reduced-motion it opens and closes instantly.
 */
const panel = css`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows 0.28s ease,
    visibility 0.28s;
  &[data-open='true'] {
    grid-template-rows: 1fr;
    visibility: visible;
  }
  ${mq.reducedMotion} {
    transition: none;
  }
  > div {
    overflow: hidden;
    min-height: 0;
  }
  .answer {
    padding: 0 ${space(5)} ${space(5)};
    color: ${colors.muted};
    ${mq.md} {
      padding: 0 ${space(6)} ${space(6)};
    }
  }
  .answer p:last-child {
    margin-bottom: 0;
  }
`;

/** Turns a plain-text answer into paragraphs (blank lines separate them); other content as is. */
function renderAnswer(answer: ReactNode): ReactNode {
  if (typeof answer !== 'string') return answer;
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => <p key={i}>{p}</p>);
}

/**
 * A disclosure list of questions: one item open at a time, and the open one closes when clicked
 * again (spec 4). Native buttons inside headings, so Enter and Space work and Tab moves through
 * the questions; each button names its panel (aria-controls) and says whether it is open
 * (aria-expanded); each open panel is a region labelled by its question.
 */
export function Accordion({ items, headingLevel = 3, idPrefix, openId, onToggle, label, testId, className }: Props) {
  const reactId = useId();
  const prefix = idPrefix ?? `accordion-${slugify(reactId) || 'x'}`;
  const [ownOpen, setOwnOpen] = useState<string | null>(null);
  const controlled = openId !== undefined;
  const open = controlled ? openId : ownOpen;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    if (onToggle) onToggle(id);
    if (!controlled) setOwnOpen((current) => toggleOpen(current, id));
  };

  return (
    <ul css={list} className={className} aria-label={label} data-testid={testId}>
      {items.map((item, i) => {
        const id = `${prefix}-${i}`;
        const isOpen = open === id;
        const buttonId = `${id}-button`;
        const panelId = `${id}-panel`;
        return (
          <li key={id} css={itemCss} data-open={isOpen ? 'true' : 'false'} data-accordion-item="">
            <Heading css={headingCss}>
              <button id={buttonId} type="button" css={button} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(id)}>
                <span>{item.question}</span>
                <ChevronDown size={22} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} css={panel} data-open={isOpen ? 'true' : 'false'}>
              <div>
                <div className="answer">{renderAnswer(item.answer)}</div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { FaqAccordionIsland } from './FaqAccordion';
import { container, eyebrow as eyebrowCss, lead, section } from '../ui/styles';
import { ContactLinks } from '../ui/ContactLinks';
import { colors, layout, mq, space } from '../../styles/theme';
import type { FaqSectionCopy } from '../../content/content-schema-copy';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(8)};
  ${mq.lg} {
    grid-template-columns: minmax(260px, 0.75fr) minmax(0, 1.6fr);
    gap: ${space(12)};
    align-items: start;
  }
`;

const side = css`
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.navHeight} + ${space(6)});
    h2 {
      font-size: clamp(1.9rem, 3.4vw, 2.6rem);
    }
  }
  .ask {
    display: none;
    margin-top: ${space(8)};
    color: ${colors.muted};
    ${mq.lg} {
      display: block;
    }
  }
  .ask p {
    margin-bottom: ${space(2)};
  }
  .ask ul {
    display: grid;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ask a {
    display: inline-flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 44px;
    color: ${colors.text};
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .ask a:hover {
    color: ${colors.accent};
  }
  .ask svg {
    flex: none;
    color: ${colors.accent};
  }
`;

interface Props {
  /** Questions and answers from content/ (answers may hold {phone} and {email}, rendered as links). */
  items: readonly { question: string; answer: string }[];
  /** Prefix of the accordion's ids (e.g. "personal-training-faq"). */
  idPrefix: string;
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  id?: string;
  tone?: 'default' | 'raised';
  /** The block's own words in the page's language (faq.yaml section), from the page's query. */
  words: Readonly<FaqSectionCopy>;
}

/** A page's FAQ: heading and intro beside an accordion of its questions (one open at a time). */
export function FaqSection({ items, idPrefix, title, eyebrow, intro, id = 'faq', words }: Props) {
  const heading = title ?? words.title;
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={section} tabIndex={-1}>
      <div css={container}>
        <div css={grid}>
          <header css={side}>
            <span css={eyebrowCss}>{eyebrow ?? words.eyebrow}</span>
            <h2 id={headingId}>{heading}</h2>
            {intro && <p css={lead}>{intro}</p>}
            <div className="ask">
              <p>{words.askText}</p>
              <ContactLinks />
            </div>
          </header>
          <FaqAccordionIsland items={items} idPrefix={idPrefix} testId="faq-accordion" label={heading} />
        </div>
      </div>
    </section>
  );
}

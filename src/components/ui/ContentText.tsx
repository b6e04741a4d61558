import { Fragment, type JSX, type ReactNode } from 'react';
import { useFacts } from '../../hooks/useFacts';
import { toSegments } from '../../content/placeholders';
import { richRuns } from '../../lib/rich-text';

/** Prose from content/ with its placeholders filled: `{phone}` and `{email}` as tel: and mailto: links. */
export function ContentText({ text }: { text: string }) {
  const facts = useFacts();
  return (
    <>
      {toSegments(text, facts).map((seg, i) =>
        seg.kind === 'link' ? (
          <a key={i} href={seg.href}>
            {seg.text}
          </a>
        ) : (
          <Fragment key={i}>{seg.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Prose of several paragraphs (blank lines separate them), each a <p> of ContentText: an FAQ answer. */
export function ContentParagraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>
            <ContentText text={p} />
          </p>
        ))}
    </>
  );
}

/** FAQ items with their answers rendered by ContentParagraphs, for the Accordion. */
export function withLinkedAnswers(items: readonly { question: string; answer: string }[]): { question: string; answer: JSX.Element }[] {
  return items.map((item) => ({ question: item.question, answer: <ContentParagraphs text={item.answer} /> }));
}

/**
 * A richText field: `{slot}`s filled with what the page gives (text or elements), `**…**` in <strong>.
 * E.g. <RichText text="**{count}** certified professionals" slots={{ count: 15 }} />.
 */
export function RichText({ text, slots = {} }: { text: string; slots?: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {richRuns(text, Object.keys(slots)).map((run, i) => {
        const parts = run.parts.map((p, j) => <Fragment key={j}>{typeof p === 'string' ? p : slots[p.slot]}</Fragment>);
        return run.bold ? <strong key={i}>{parts}</strong> : <Fragment key={i}>{parts}</Fragment>;
      })}
    </>
  );
}

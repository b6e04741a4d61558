import { useSyncExternalStore } from 'react';
import { Accordion } from '../ui/Accordion';
import { withLinkedAnswers } from '../ui/ContentText';
import { toggleOpen } from '../../lib/faq';
import { island } from '../../islands/island';

/**
 * The open question shared by every accordion of a page that keeps one answer open across several of them
 * (the FAQ page's topics): each topic's accordion is an island of its own, and they meet here.
 */
let sharedOpen: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readShared = () => sharedOpen;
const toggleShared = (id: string) => {
  sharedOpen = toggleOpen(sharedOpen, id);
  listeners.forEach((l) => l());
};

interface Props {
  /** Questions and answers from content/ (answers may hold {phone} and {email}, rendered as links). */
  items: readonly { question: string; answer: string }[];
  idPrefix: string;
  label: string;
  testId?: string;
  /** One answer open across every shared accordion of the page (the FAQ page); else one within this one. */
  shared?: boolean;
}

/** No store to follow: an accordion that is not shared keeps its own open answer. */
const followNothing = () => () => {};

/**
 * A list of questions whose answers open one at a time (the accordion), its answers' {phone} and {email} as links.
 * @public The islands' build imports it by this name (src/islands/registry.ts).
 */
export function FaqAccordion({ shared = false, items, idPrefix, label, testId }: Props) {
  const openInPage = useSyncExternalStore(shared ? subscribe : followNothing, readShared, () => null);
  const control = shared ? { openId: openInPage, onToggle: toggleShared } : {};
  return <Accordion items={withLinkedAnswers(items)} headingLevel={3} idPrefix={idPrefix} label={label} testId={testId} {...control} />;
}

/** The accordion as an island: the only part of a FAQ that runs in the browser. */
export const FaqAccordionIsland = island('faq-accordion', FaqAccordion);

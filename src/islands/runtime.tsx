/**
 * Hydrates one island (./island.tsx) when ./start.ts asks: React, Emotion and the page's contexts come
 * with the first island the page hydrates, and are shared by every island after it.
 *
 * Each island is hydrated with the contexts the page gave it on the server (./page-context): the page's
 * query result comes from its page-data.json, as Gatsby's runtime would fetch it, once per page.
 */
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EmotionCache } from '@emotion/cache';
import { createBrowserCache } from '../styles/emotion-cache';
import { ISLAND_CONTEXT_ID, ISLAND_PROPS_ATTRIBUTE } from './attributes';
import { IslandProviders, type IslandPageContext } from './page-context';
import { provideStaticQuery } from './gatsby-shim';

/**
 * Runs `callback` in a task after those already queued. React's scheduler queues its work as posted
 * messages (where there is a MessageChannel, as in every browser), so a message posted now comes after the
 * render an effect has just asked for; a timer might not, and a page's clock (a test's) can hold timers.
 */
function afterQueuedWork(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
  };
}

/**
 * Calls `onCommit` once the island's first render is committed and what its effects asked for at once (the
 * screen's width, say) has been rendered too. A tap held for the island is given to it then, so it meets
 * the island as the visitor sees it.
 */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => afterQueuedWork(onCommit), [onCommit]);
  return null;
}

interface Page {
  context: IslandPageContext;
  data: unknown;
  cache: EmotionCache;
}

/** Each document's contexts, read and fetched once, with its first island. */
const pages = new WeakMap<Document, Promise<Page>>();

async function readPage(doc: Document): Promise<Page> {
  const text = doc.getElementById(ISLAND_CONTEXT_ID)?.textContent;
  if (!text) throw new Error(`This page has islands but no #${ISLAND_CONTEXT_ID}`);
  const context = JSON.parse(text) as IslandPageContext;
  provideStaticQuery('SiteFacts', context.facts);
  const response = await fetch(context.pageDataUrl);
  if (!response.ok) throw new Error(`${context.pageDataUrl} answered ${response.status}`);
  const data = ((await response.json()) as { result?: { data?: unknown } }).result?.data;
  return { context, data, cache: createBrowserCache(doc) };
}

/** Hydrates the island's element with its component; resolves once React has committed it. */
export async function hydrateIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const doc = element.ownerDocument;
  const page = pages.get(doc) ?? readPage(doc);
  pages.set(doc, page);
  const { context, data, cache } = await page;
  const json = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  const props = json ? (JSON.parse(json) as object) : {};
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders context={context} data={data} cache={cache}>
        <Component {...props} />
        <Committed onCommit={resolve} />
      </IslandProviders>,
    );
  });
}

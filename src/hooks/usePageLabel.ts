import type { RouteKey } from '../lib/routes';
import { useSettings } from './useSettings';

interface PageLabel {
  readonly id: string;
  readonly label: string;
}

/** The page's name in a list of labels (settings.yaml `pageLabels`); a route without one fails the build. */
function labelOf(labels: readonly PageLabel[] | null | undefined, key: RouteKey): string {
  const found = labels?.find((l) => l.id === key);
  if (!found) throw new Error(`No name for the page "${key}": add it to pageLabels in content/data/settings.yaml`);
  return found.label;
}

/** A page's name from a page query's result (a Head's `data`, which is rendered outside the page). */
export function pageLabelIn(data: unknown, key: RouteKey): string {
  const words = (data as { siteWords?: { pageLabels?: readonly PageLabel[] | null } | null } | null | undefined)?.siteWords;
  return labelOf(words?.pageLabels, key);
}

/** The pages' names, in the page's language, for a list of pages (the menus, the footer). */
export function usePageLabels(): (key: RouteKey) => string {
  const labels = useSettings().pageLabels;
  return (key) => labelOf(labels, key);
}

/** An inner page's breadcrumb trail in its language: the home page's name, then the page's. */
export interface PageCrumb {
  home: string;
  page: string;
}

/** A Head's breadcrumb for its page, from the Head's `data` (the page query's result). */
export function crumbOf(data: unknown, key: RouteKey): PageCrumb {
  return { home: pageLabelIn(data, 'home'), page: pageLabelIn(data, key) };
}

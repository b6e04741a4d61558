import type { Page } from '@playwright/test';
import { test, expect, renderWhole } from './fixtures';

/** What the sweep found in one part of a page. */
export interface SweepResult {
  /** How many controls were visible and checked. */
  checked: number;
  /** One line per control a person could not see or tap: what it is, and what covers it. */
  problems: string[];
}

/**
 * The controls a person can see and operate: links, buttons, form fields, summaries and tabs.
 * (Elements made invisible on purpose are filtered out in the page by what is painted, not by name.)
 */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"]';

/**
 * Runs in the page. For every visible control inside `root`: scrolls it to the middle of the screen
 * (scrolling every scrollable ancestor, as a person would), then asks the browser which element is
 * painted on top at the centre of its visible part (`document.elementFromPoint`). The control passes
 * when that element is the control itself, inside it, or its label. A control that cannot be brought
 * into view at all fails too, unless it shows itself when focused (a skip link), which is then checked
 * in its focused state.
 */
function sweepInPage({ rootSelector, selector }: { rootSelector: string; selector: string }): SweepResult {
  const root = document.querySelector(rootSelector);
  if (!root) return { checked: 0, problems: [`no element matches ${rootSelector}`] };

  const describe = (el: Element | null): string => {
    if (!el) return 'nothing';
    const name = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || el.getAttribute('name') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const id = el.id ? `#${el.id}` : '';
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    return `<${el.tagName.toLowerCase()}${id}>${name ? ` "${name}"` : ''}${testId ? ` in [data-testid=${testId}]` : ''}`;
  };

  const isShown = (el: HTMLElement): boolean => {
    if (el.closest('[inert]')) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    // 1 px boxes are the visually-hidden pattern (screen-reader text, the honeypot field).
    return r.width > 1 && r.height > 1;
  };

  /** The centre of the part of `el` that is inside the viewport and every clipping ancestor, or null. */
  const visibleCentre = (el: HTMLElement): { x: number; y: number } | null => {
    const r = el.getBoundingClientRect();
    let left = Math.max(r.left, 0);
    let top = Math.max(r.top, 0);
    let right = Math.min(r.right, window.innerWidth);
    let bottom = Math.min(r.bottom, window.innerHeight);
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const ar = a.getBoundingClientRect();
        if (s.overflowX !== 'visible') {
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
        }
        if (s.overflowY !== 'visible') {
          top = Math.max(top, ar.top);
          bottom = Math.min(bottom, ar.bottom);
        }
      }
    }
    if (right - left < 1 || bottom - top < 1) return null;
    return { x: (left + right) / 2, y: (top + bottom) / 2 };
  };

  /**
   * A control seen only through a slot: a vertically scrolling ancestor that shows less than a quarter
   * of the screen of content taller than that (the phone menu, clipped to the bar, showed one item at
   * a time). Every item can be scrolled into such a slot, but a person cannot use the list through it.
   */
  const peephole = (el: HTMLElement): string | null => {
    const minimum = Math.min(window.innerHeight / 4, 200);
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowY === 'visible' || a.scrollHeight <= a.clientHeight + 1) continue;
      if (a.clientHeight < minimum) return `is inside a scrolling area only ${a.clientHeight}px tall (of ${a.scrollHeight}px): ${describe(a)}`;
    }
    return null;
  };

  const isOwnTarget = (el: HTMLElement, hit: Element | null): boolean => {
    if (!hit) return false;
    if (el === hit || el.contains(hit)) return true;
    const labels = (el as HTMLInputElement).labels;
    if (labels) for (const label of Array.from(labels)) if (label === hit || label.contains(hit)) return true;
    return false;
  };

  const candidates = Array.from(root.querySelectorAll<HTMLElement>(selector));
  if (root.matches(selector)) candidates.unshift(root as HTMLElement);
  const problems: string[] = [];
  let checked = 0;
  for (const el of candidates) {
    if (!isShown(el)) continue;
    checked++;
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    let centre = visibleCentre(el);
    if (!centre && el.tabIndex >= 0) {
      el.focus();
      centre = visibleCentre(el);
    }
    if (!centre) {
      // Placed off-screen and hidden from everyone on purpose (the forms' spam trap): not a control for people.
      const hiddenFromEveryone = el.tabIndex < 0 && el.closest('[aria-hidden="true"]');
      if (hiddenFromEveryone) checked--;
      else problems.push(`${describe(el)} cannot be scrolled into view`);
      continue;
    }
    const slot = peephole(el);
    if (slot) problems.push(`${describe(el)} ${slot}`);
    const hit = document.elementFromPoint(centre.x, centre.y);
    if (!isOwnTarget(el, hit)) {
      problems.push(`${describe(el)} at (${Math.round(centre.x)}, ${Math.round(centre.y)}) is covered by ${describe(hit)}`);
    }
    if (document.activeElement === el) el.blur();
  }
  return { checked, problems };
}

/** Records how many controls a part of the page had, for the run's report, and fails on any problem. */
export function expectReachable(where: string, result: SweepResult): void {
  test.info().annotations.push({ type: 'controls checked', description: `${where}: ${result.checked}` });
  expect(result.checked, `${where}: no visible control found, the sweep saw nothing`).toBeGreaterThan(0);
  expect(result.problems, `${where}: controls a person cannot see or tap`).toEqual([]);
}

/** Checks every visible control inside `rootSelector` (the whole page by default). */
export async function sweep(page: Page, rootSelector = 'body'): Promise<SweepResult> {
  return page.evaluate(sweepInPage, { rootSelector, selector: CONTROLS });
}

/** Waits until the page has started, and renders every deferred section (src/startup/render-on-approach), as a jump does. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await renderWhole(page);
}

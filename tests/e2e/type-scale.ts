import type { Page } from '@playwright/test';

/** The key pages whose first screen the type scale is held to. */
export const KEY_PAGES = ['/', '/personal-trainer-surrey-delta', '/certified-personal-trainers-surrey', '/fitness-blog-surrey-delta/1', '/gym-faq-surrey-delta'];

/** A face the first layout has to look up: its family list, size and weight, as the browser computed them. */
export interface FontPair {
  family: string;
  size: string;
  weight: string;
  /** The first text seen in it, to say where it is used. */
  sample: string;
}

/**
 * Every distinct (family, size, weight) the text on the first screen is set in: each text node with a
 * visible box inside the viewport, read from its element's computed style. Each such face is one more
 * font lookup in the page's first layout (src/startup/README.md, "What the first layout is made of").
 */
export async function firstScreenFontPairs(page: Page): Promise<FontPair[]> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const width = window.innerWidth;
    const seen = new Map<string, { family: string; size: string; weight: string; sample: string }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible') continue;
      range.selectNodeContents(node);
      const visible = [...range.getClientRects()].some((r) => r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < height && r.right > 0 && r.left < width);
      if (!visible) continue;
      const key = `${style.fontFamily}|${style.fontSize}|${style.fontWeight}`;
      if (!seen.has(key)) seen.set(key, { family: style.fontFamily, size: style.fontSize, weight: style.fontWeight, sample: text.slice(0, 40) });
    }
    return [...seen.values()];
  });
}

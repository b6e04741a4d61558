/**
 * In the browser: the drawing of an icon the page's styles do not hold.
 *
 * The build writes the drawings of the icons a page renders into its styles and lists their keys on the
 * style tag (ICON_DRAWING_ATTRIBUTE). An icon the browser renders later that the page did not name
 * (`useIconDrawings`), such as one on a page reached by a link, asks for its drawing here: the first such
 * icon fetches the drawings' chunk (src/components/ui/icon-drawings.ts), and each missing rule is added
 * once to a style tag of its own. Under `gatsby develop` no page holds drawings, and every icon is drawn this way.
 */
import { ICON_DRAWING_ATTRIBUTE, keysOfAttribute, type IconKey } from './icon-keys';

let held: Set<IconKey> | null = null;
let sheet: HTMLStyleElement | null = null;

function heldKeys(doc: Document): Set<IconKey> {
  if (!held) {
    held = new Set();
    doc.querySelectorAll(`style[${ICON_DRAWING_ATTRIBUTE}]`).forEach((tag) => {
      for (const key of keysOfAttribute(tag.getAttribute(ICON_DRAWING_ATTRIBUTE))) held?.add(key);
    });
  }
  return held;
}

/** Draws the icon `key` names, fetching its drawing when the page's styles do not hold it. */
export function ensureDrawing(key: IconKey, doc: Document = document): Promise<void> {
  const keys = heldKeys(doc);
  if (keys.has(key)) return Promise.resolve();
  keys.add(key);
  return import(/* webpackChunkName: "icon-drawings" */ './icon-drawings').then(
    ({ drawingRule }) => {
      if (!sheet) {
        sheet = doc.createElement('style');
        sheet.setAttribute('data-icons', '');
        doc.head.appendChild(sheet);
      }
      sheet.appendChild(doc.createTextNode(drawingRule(key)));
    },
    (err: unknown) => {
      // Not drawn (the chunk did not arrive): the icon keeps its box, empty; a later render asks again.
      keys.delete(key);
      console.warn(`icon ${key}: its drawing did not load`, err);
    },
  );
}

/** Forgets what the page holds (tests render several pages in one document). */
export function resetHeldDrawings(): void {
  held = null;
  sheet = null;
}

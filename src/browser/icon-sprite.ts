/**
 * The browser's half of the icons' sprite (src/components/ui/icons.tsx): an icon the page's HTML did not
 * draw (a part only the browser renders, or another page opened in the tab) adds its `<symbol>` to the
 * page's hidden `<svg id="icon-sprite">`, creating that `<svg>` when the page has none (`gatsby develop`,
 * whose pages the server does not render). Runs in an insertion effect, before the icon is painted.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
/** The id of the hidden `<svg>` that holds the page's drawings, and the prefix of each symbol's id. */
export const SPRITE_ID = 'icon-sprite';
export const SYMBOL_PREFIX = 'i-';

type Shapes = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

export function addSymbol(doc: Document, name: string, shapes: Shapes): void {
  const id = `${SYMBOL_PREFIX}${name}`;
  if (doc.getElementById(id)) return;
  let sprite: Element | null = doc.getElementById(SPRITE_ID);
  if (!sprite) {
    const created = doc.createElementNS(SVG_NS, 'svg');
    created.id = SPRITE_ID;
    created.setAttribute('aria-hidden', 'true');
    created.setAttribute('focusable', 'false');
    doc.body.prepend(created);
    sprite = created;
  }
  const symbol = doc.createElementNS(SVG_NS, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', '0 0 24 24');
  for (const [tag, attrs] of shapes) {
    const shape = doc.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) if (k !== 'key') shape.setAttribute(k, String(v));
    symbol.append(shape);
  }
  sprite.append(symbol);
}

/**
 * Moves the styles Emotion renders on the server out of the body and into the head of a built page.
 *
 * Emotion's server rendering writes a `<style data-emotion="css id…">` in front of every element that
 * first uses a style: the home page had 137 of them scattered through its body. Each one interrupts the
 * parser with a style invalidation. Collected here into one tag at the end of the head, whose
 * `data-ssr-styles` attribute names every rule it holds.
 *
 * The attribute is deliberately not `data-emotion`: Emotion's client cache moves every tag it finds by
 * that attribute to the end of the head when the page starts, and moving a stylesheet restyles the
 * whole document (about 90 ms of a slow phone's main thread on the home page). The site's own client
 * cache (src/styles/emotion-cache) reads the ids from this attribute instead and leaves the tag where
 * it is. Global styles keep their own tags (Emotion's <Global> looks each one up by its name) and go first.
 */
export const SSR_STYLES_ATTRIBUTE = 'data-ssr-styles';

/** The rule ids a hoisted tag's attribute names. */
export function ssrStyleIds(attribute: string | null): string[] {
  return (attribute ?? '').split(' ').filter(Boolean);
}

const STYLE = /<style data-emotion="([^"]+)"(?: data-s="")?>([\s\S]*?)<\/style>/g;

export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);

  const globals = new Map<string, string>();
  const ids = new Set<string>();
  const rules: string[] = [];
  const body = rest.replace(STYLE, (_tag, attr: string, css: string) => {
    const [key, ...names] = attr.split(' ');
    if (key.endsWith('-global')) {
      if (!globals.has(attr)) globals.set(attr, css);
      return '';
    }
    const fresh = names.filter((n) => !ids.has(n));
    if (names.length === 0 || fresh.length > 0) {
      fresh.forEach((n) => ids.add(n));
      rules.push(css);
    }
    return '';
  });
  if (globals.size === 0 && rules.length === 0) return html;

  const tags =
    [...globals].map(([attr, css]) => `<style data-emotion="${attr}" data-s="">${css}</style>`).join('') +
    (rules.length ? `<style ${SSR_STYLES_ATTRIBUTE}="${[...ids].join(' ')}">${rules.join('')}</style>` : '');
  return head + tags + body;
}

/**
 * Moves the styles Emotion renders on the server out of the body and into the head of a built page.
 *
 * Emotion's server rendering writes a `<style data-emotion="css id…">` in front of every element that
 * first uses a style: the home page had 137 of them scattered through its body. Each one interrupts the
 * parser with a style invalidation, and when the page starts, Emotion's client cache moves every one of
 * them into the head (137 DOM moves, each followed by a style recalculation). Collected here into one
 * tag at the end of the head, with the ids of every rule it holds in its `data-emotion` attribute, the
 * client cache marks them all as inserted and inserts nothing again; `data-s` tells it the tag is
 * already where it belongs. Global styles keep their own tags (Emotion's <Global> looks each one up by
 * its name) and go first, as the client would place them.
 */

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
    (rules.length ? `<style data-emotion="${['css', ...ids].join(' ')}" data-s="">${rules.join('')}</style>` : '');
  return head + tags + body;
}

/**
 * What a built page's HTML weighs and where: its bytes and elements, and the same for each part of it
 * (the head's styles and scripts, the bar, each section of the main content, the footer, the scripts at
 * the end of the body), so a test that holds a page to a limit can say what to look at when it fails.
 * Reads the HTML the build wrote, with a small tokenizer of its own: the build's HTML is React's and
 * Gatsby's (every element closed, no optional end tags left out), so tags, void elements, comments and the
 * raw text of scripts and styles are all it needs to know.
 */

/** One part of a page: a name a reader can find it by, and what it weighs. */
interface Part {
  name: string;
  bytes: number;
  elements: number;
}

export interface PageWeight {
  bytes: number;
  elements: number;
  /** The parts, heaviest in bytes first. */
  parts: Part[];
}

interface Element {
  tag: string;
  attrs: string;
  start: number;
  end: number;
  elements: number;
  children: Element[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** The document's elements as a tree (a root standing for the document), each with its span in `html`. */
function parse(html: string): Element {
  const root: Element = { tag: '#document', attrs: '', start: 0, end: html.length, elements: 0, children: [] };
  const stack: Element[] = [root];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, name, attrs] = m;
    if (!name) continue; // a comment
    const tag = name.toLowerCase();
    const top = stack[stack.length - 1];
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at <= 0) continue;
      for (const open of stack.splice(at)) open.end = m.index + whole.length;
      continue;
    }
    const el: Element = { tag, attrs, start: m.index, end: m.index + whole.length, elements: 0, children: [] };
    top.children.push(el);
    if (VOID.has(tag) || attrs.trimEnd().endsWith('/')) continue;
    if (RAW.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, TAG.lastIndex);
      const after = close < 0 ? html.length : html.indexOf('>', close) + 1;
      el.end = after;
      TAG.lastIndex = after;
      continue;
    }
    stack.push(el);
  }
  const count = (e: Element): number => (e.elements = e.children.reduce((n, c) => n + 1 + count(c), 0));
  count(root);
  return root;
}

const attr = (e: Element, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(e.attrs)?.[1];

/** A name for a part: its tag with its id, its test id or the id of the heading that names it. */
function nameOf(e: Element): string {
  const id = attr(e, 'id') ?? attr(e, 'data-testid') ?? attr(e, 'aria-labelledby');
  return id ? `<${e.tag}> ${id}` : `<${e.tag}>`;
}

const find = (e: Element, tag: string): Element | undefined => e.children.find((c) => c.tag === tag) ?? e.children.map((c) => find(c, tag)).find(Boolean);

/**
 * The parts of a page: in the head its styles, its scripts and the rest; in the body each child of
 * `<main>`, each element around it (the bar, the footer, the body's scripts) and what is left of the
 * body as one part.
 */
export function weighHtml(html: string): PageWeight {
  const bytesOf = (e: Element): number => Buffer.byteLength(html.slice(e.start, e.end));
  const root = parse(html);
  const parts: Part[] = [];
  const add = (name: string, list: Element[]): void => {
    if (list.length === 0) return;
    parts.push({ name, bytes: list.reduce((n, e) => n + bytesOf(e), 0), elements: list.reduce((n, e) => n + 1 + e.elements, 0) });
  };
  const head = find(root, 'head');
  if (head) {
    add('<head> styles', head.children.filter((c) => c.tag === 'style'));
    add('<head> scripts', head.children.filter((c) => c.tag === 'script'));
    add('<head> other', head.children.filter((c) => c.tag !== 'style' && c.tag !== 'script'));
  }
  const body = find(root, 'body');
  const main = body && find(body, 'main');
  if (main) for (const c of main.children) add(`<main> ${nameOf(c)}`, [c]);
  // Every element of the body outside <main> and its ancestors: the bar, the footer, the scripts…
  const around: Element[] = [];
  const walk = (e: Element): void => {
    for (const c of e.children) {
      if (c === main) continue;
      if (main && c.start <= main.start && c.end >= main.end) {
        walk(c);
        continue;
      }
      around.push(c);
    }
  };
  if (body) walk(body);
  for (const c of around.filter((c) => c.tag === 'header' || c.tag === 'footer' || c.tag === 'script')) add(nameOf(c), [c]);
  add('the rest of <body>', around.filter((c) => c.tag !== 'header' && c.tag !== 'footer' && c.tag !== 'script'));
  return { bytes: Buffer.byteLength(html), elements: root.elements, parts: parts.sort((a, b) => b.bytes - a.bytes) };
}

/** The parts as lines of a table, heaviest first: for a failure message. */
export function weightTable(weight: PageWeight, rows = 12): string {
  const line = (p: Part) => `${p.name.padEnd(44)} ${(p.bytes / 1000).toFixed(1).padStart(6)} KB ${String(p.elements).padStart(6)} elements`;
  return [
    `${'whole page'.padEnd(44)} ${(weight.bytes / 1000).toFixed(1).padStart(6)} KB ${String(weight.elements).padStart(6)} elements`,
    ...weight.parts.slice(0, rows).map(line),
  ].join('\n');
}

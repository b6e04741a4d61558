/**
 * Placeholders in prose: `{phone}`, `{price:regular-hours}` in the YAML files, `<Phone />`,
 * `<Price plan="regular-hours" />` in MDX blog posts (MDX reads braces as JavaScript). Filling,
 * splitting into text and links, and the checks the content check runs: an unknown placeholder and
 * a fact typed out instead of its placeholder both fail the build. Pure; the facts come from
 * src/content/facts.ts.
 */
import { LINK_FACTS, literalRules, type Facts, type LinkFact } from './facts';
import { telHref } from './facts';

/** Anything in braces on one line: `{phone}` is a placeholder, `{phnoe}` an unknown one. */
const BRACES = /\{([^{}\n]*)\}/g;

const has = (facts: Facts, key: string): boolean => Object.prototype.hasOwnProperty.call(facts, key);

/** Replaces every known placeholder with its text; keys in `keep` and unknown ones stay as written. */
export function fillText(text: string, facts: Facts, keep: readonly string[] = []): string {
  return text.replace(BRACES, (whole, key: string) => (keep.includes(key) || !has(facts, key) ? whole : facts[key]));
}

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; fact: LinkFact; text: string; href: string };

const isLinkFact = (key: string): key is LinkFact => (LINK_FACTS as readonly string[]).includes(key);

/** The link a phone or email fact becomes. */
function factHref(fact: LinkFact, value: string): string {
  return fact === 'phone' ? telHref(value) : `mailto:${value}`;
}

/** Splits prose into text and links: `{phone}` and `{email}` become tel: and mailto: links, the rest is filled as text. */
export function toSegments(text: string, facts: Facts): Segment[] {
  const out: Segment[] = [];
  let plain = '';
  let last = 0;
  for (const m of text.matchAll(BRACES)) {
    const key = m[1];
    const at = m.index;
    plain += text.slice(last, at);
    last = at + m[0].length;
    if (isLinkFact(key) && has(facts, key) && facts[key] !== '') {
      if (plain) out.push({ kind: 'text', text: plain });
      plain = '';
      out.push({ kind: 'link', fact: key, text: facts[key], href: factHref(key, facts[key]) });
    } else plain += has(facts, key) ? facts[key] : m[0];
  }
  plain += text.slice(last);
  if (plain) out.push({ kind: 'text', text: plain });
  return out;
}

/** Placeholders in the text that name no fact, as written (`{phnoe}`). */
export function unknownPlaceholders(text: string, facts: Facts): string[] {
  return [...text.matchAll(BRACES)].filter((m) => !has(facts, m[1])).map((m) => m[0]);
}

/** A fact typed out: what was found and the placeholder to write instead. */
export interface LiteralCopy {
  found: string;
  placeholder: string;
}

/** Facts typed out in the text instead of written as placeholders (overlapping finds are reported once). */
export function literalCopies(text: string, facts: Facts): LiteralCopy[] {
  const hits: { at: number; end: number; copy: LiteralCopy }[] = [];
  for (const rule of literalRules(facts)) {
    for (const m of text.matchAll(rule.pattern)) {
      const at = m.index;
      const end = at + m[0].length;
      if (!hits.some((h) => at < h.end && end > h.at)) hits.push({ at, end, copy: { found: m[0], placeholder: rule.placeholder } });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.copy);
}

/** One line per problem in a piece of prose: unknown placeholders, then facts typed out. */
export function textProblems(text: string, facts: Facts): string[] {
  return [
    ...unknownPlaceholders(text, facts).map((p) => `unknown placeholder ${p} (see the list in docs/writers.md, "Each fact in one place")`),
    ...literalCopies(text, facts).map((c) => `"${c.found}" is typed out: write ${c.placeholder} instead, so it changes with its record`),
  ];
}

/* ---- MDX blog posts ---- */

/** `<Phone />`, `<Price plan="regular-hours" />`: a self-closing tag with string props. */
const MDX_TAG = /<([A-Z][A-Za-z]*)((?:\s+[A-Za-z]+(?:="[^"]*")?)*)\s*\/?>/g;
const PROP = /([A-Za-z]+)(?:="([^"]*)")?/g;

/** Fact keys that take a plan id (`{price:regular-hours}` / `<Price plan="regular-hours" />`). */
const PLAN_FACTS = ['price', 'originalPrice'];

/** The MDX component name of a fact key: phone -> Phone, fullAddress -> FullAddress. */
export const componentName = (base: string): string => base.charAt(0).toUpperCase() + base.slice(1);

/** The fact key an MDX tag stands for ("price:regular-hours"), or null when the tag is no fact component. */
export function mdxFactKey(name: string, props: Readonly<Record<string, string>>): string | null {
  const base = name.charAt(0).toLowerCase() + name.slice(1);
  if (componentName(base) !== name) return null;
  if (PLAN_FACTS.includes(base)) return props.plan ? `${base}:${props.plan}` : null;
  return base;
}

function parseProps(source: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const m of source.matchAll(PROP)) {
    const value = m[2] as string | undefined; // undefined for a bare attribute: the optional group did not match
    props[m[1]] = value ?? 'true';
  }
  return props;
}

/** The post body with every fact component replaced by its text (for previews and feeds). */
export function fillMdx(body: string, facts: Facts): string {
  return body.replace(MDX_TAG, (whole, name: string, props: string) => {
    const key = mdxFactKey(name, parseProps(props));
    return key !== null && has(facts, key) ? facts[key] : whole;
  });
}

/** "{price:regular-hours}" -> '<Price plan="regular-hours" />', "{opens}-{closes}" -> "<Opens />-<Closes />". */
export function placeholderAsMdx(text: string): string {
  return text.replace(/\{(\w+)(?::([\w-]+))?\}/g, (_m, base: string, plan?: string) =>
    plan ? `<${componentName(base)} plan="${plan}" />` : `<${componentName(base)} />`,
  );
}

/** Every fact base name a component may stand for: phone, email, …, price, originalPrice. */
function factBases(facts: Facts): Set<string> {
  return new Set(Object.keys(facts).map((k) => k.split(':')[0]));
}

/** Problems in a post body: unknown components or plans, placeholders in braces, facts typed out. */
export function mdxProblems(body: string, facts: Facts): string[] {
  const problems: string[] = [];
  const bases = factBases(facts);
  for (const m of body.matchAll(MDX_TAG)) {
    const props = parseProps(m[2]);
    const base = m[1].charAt(0).toLowerCase() + m[1].slice(1);
    const key = mdxFactKey(m[1], props);
    if (!bases.has(base)) problems.push(`unknown component ${m[0]} (see the list in docs/writers.md, "Each fact in one place")`);
    else if (key === null) problems.push(`${m[0]} needs the plan's id from plans.yaml, e.g. <${m[1]} plan="regular-hours" />`);
    else if (!has(facts, key)) problems.push(`${m[0]}: no plan with id "${props.plan}" in plans.yaml${base === 'originalPrice' ? ' has an original price' : ''}`);
  }
  for (const m of body.matchAll(BRACES)) {
    const base = m[1].split(':')[0];
    if (bases.has(base)) problems.push(`${m[0]} in a blog post: MDX reads braces as code, write ${placeholderAsMdx(m[0])} instead`);
  }
  const text = body.replace(MDX_TAG, ' ');
  for (const c of literalCopies(text, facts)) {
    problems.push(`"${c.found}" is typed out: write ${placeholderAsMdx(c.placeholder)} instead, so it changes with its record`);
  }
  return problems;
}

/**
 * The editor's buttons for the gym's facts in a post (<Phone />, <Price plan="…" /> …): one per fact of
 * src/content/facts.ts, so a fact added there gets its button. Pure: the admin (src/cms/admin.ts) registers
 * each as a Decap editor component.
 */
import { FACT_DOCS } from '../facts';
import { componentName } from '../placeholders';

export interface FactComponent {
  /** The MDX component's name, also the editor component's id: "Phone", "Price". */
  id: string;
  /** The fact's key in src/content/facts.ts: "phone", "price" (with ":PLAN" for a plan's fact). */
  base: string;
  label: string;
  /** True when the component names a plan (<Price plan="regular-hours" />). */
  perPlan: boolean;
  meaning: string;
}

export const FACT_COMPONENTS: readonly FactComponent[] = FACT_DOCS.map((doc) => {
  const [base, arg] = doc.placeholder.slice(1, -1).split(':');
  const id = componentName(base);
  const label = id.replace(/([a-z])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);
  return { id, base, label: arg ? `${label} of a plan` : label, perPlan: Boolean(arg), meaning: doc.meaning };
});

/** The MDX the button writes: `<Phone />`, `<Price plan="regular-hours" />`. */
export function factSource(c: FactComponent, plan?: string): string {
  return c.perPlan ? `<${c.id} plan="${plan ?? ''}" />` : `<${c.id} />`;
}

/** What the editor recognises as this component in a post's text: the MDX above, alone on its line. */
export function factPattern(c: FactComponent): RegExp {
  return c.perPlan ? new RegExp(`^<${c.id} plan="([a-z0-9-]*)" />$`) : new RegExp(`^<${c.id} />$`);
}

/** The plan a matched component names (`match` from factPattern), or undefined. */
export function planOf(c: FactComponent, match: RegExpMatchArray): string | undefined {
  return c.perPlan ? match[1] : undefined;
}

/** The fact's key in the facts table (src/content/facts.ts): "phone", "price:regular-hours". */
export function factKey(c: FactComponent, plan?: string): string {
  return c.perPlan ? `${c.base}:${plan ?? ''}` : c.base;
}

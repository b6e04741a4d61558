/**
 * Pure helpers for the FAQ accordions (spec 4: one item open at a time, collapsible) and the FAQ
 * page's grouping by category (spec 2.11, categories of spec 3 in their fixed order).
 */

/** The open item after a click on `clicked`: it opens, or closes when it was the open one. */
export function toggleOpen(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** A readable, stable id fragment: "Boxing & Kickboxing" -> "boxing-kickboxing". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Id of the element with a category's items on the FAQ page: "faq-personal-training". */
export function categoryAnchor(category: string): string {
  return `faq-${slugify(category)}`;
}

export interface FaqGroup<T> {
  category: string;
  /** Anchor id of the group's section. */
  id: string;
  items: T[];
}

/**
 * Items grouped by category, groups in the order of `order` (content order of the categories),
 * items in their content order. Categories without items are left out; items whose category is
 * not in `order` come last, grouped in order of first appearance.
 */
export function groupByCategory<T extends { category: string }>(items: readonly T[], order: readonly string[] = []): FaqGroup<T>[] {
  const byCategory = new Map<string, T[]>();
  for (const item of items) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  const known = order.filter((c) => byCategory.has(c));
  const rest = [...byCategory.keys()].filter((c) => !order.includes(c));
  return [...known, ...rest].map((category) => ({ category, id: categoryAnchor(category), items: byCategory.get(category) ?? [] }));
}

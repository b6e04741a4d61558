import type { SerializedStyles } from '@emotion/react';

interface Stat {
  label: string;
  value: string;
}

interface StatListProps {
  items: readonly Stat[];
  /** The list's look (each stat is a div holding its dt and dd). */
  listCss: SerializedStyles;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Figures with their labels as a description list: a term (the label) and its value per stat. */
export function StatList({ items, listCss, ...listProps }: StatListProps) {
  return (
    <dl css={listCss} {...listProps}>
      {items.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { container, section } from './styles';

/** The body of an inner page below its hero (a grid of cards, mostly): a section named for screen readers, in the page's container. */
export function PageBody({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section css={section} aria-label={label}>
      <div css={container}>{children}</div>
    </section>
  );
}

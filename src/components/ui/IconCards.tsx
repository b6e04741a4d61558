import type { ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { Icon } from './Icon';

export interface IconCard {
  /** One of Icon's names (content/ is checked against them). */
  icon: string;
  title: string;
  text: string;
}

interface IconCardsProps<T extends IconCard> {
  items: readonly T[];
  iconSize: number;
  /** The list's look: the grid and the `.icon` tile (see iconTile). */
  listCss: SerializedStyles;
  itemTestId?: string;
  /** More about a card, between its heading and its text (the booking page's duration and price). */
  detail?: (item: T) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/** A list of cards, each an icon tile, a heading and a line of text (facility, expansion, booking). */
export function IconCards<T extends IconCard>({ items, iconSize, listCss, itemTestId, detail, ...listProps }: IconCardsProps<T>) {
  return (
    <ul css={listCss} {...listProps}>
      {items.map((c) => (
        <li key={c.title} data-testid={itemTestId}>
          <span className="icon">
            <Icon name={c.icon} size={iconSize} />
          </span>
          <h3>{c.title}</h3>
          {detail?.(c)}
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

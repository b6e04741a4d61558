import type { SerializedStyles } from '@emotion/react';
import { Icon } from './Icon';

export interface IconCard {
  /** One of Icon's names (content/ is checked against them). */
  icon: string;
  title: string;
  text: string;
}

interface IconCardsProps {
  items: readonly IconCard[];
  iconSize: number;
  /** The list's look: the grid and the `.icon` tile (see iconTile). */
  listCss: SerializedStyles;
  itemTestId: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A list of feature cards, each an icon tile, a heading and a line of text (facility, expansion). */
export function IconCards({ items, iconSize, listCss, itemTestId, ...listProps }: IconCardsProps) {
  return (
    <ul css={listCss} {...listProps}>
      {items.map((c) => (
        <li key={c.title} data-testid={itemTestId}>
          <span className="icon">
            <Icon name={c.icon} size={iconSize} />
          </span>
          <h3>{c.title}</h3>
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

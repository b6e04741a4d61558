import { createContext, createElement, useContext, type ComponentType } from 'react';
import type { IslandName } from './registry';

import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './attributes';

const Inside = createContext<IslandName | null>(null);

/**
 * A value an island can be given: what JSON carries to the browser unchanged. A function, a React element
 * or a class instance cannot cross; the build stops, naming the island and the prop.
 */
export function islandPropsJson(name: IslandName, props: object): string | undefined {
  const keys = Object.keys(props);
  if (keys.length === 0) return undefined;
  return JSON.stringify(props, function check(this: unknown, key: string, value: unknown) {
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value);
    const record = typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in value);
    if (!plain && !record) throw new Error(`The island "${name}" was given "${key}", which is not plain data (${typeof value}): an island's props travel to the browser as JSON`);
    return value;
  });
}

/**
 * Marks a component as an island: a part of the page a visitor acts on, hydrated in the browser on its own
 * (src/islands/runtime.tsx) while the rest of the page stays the HTML the build wrote. The server (and
 * `gatsby develop`, which renders every page in the browser) renders it inside an element naming it, with
 * its props as JSON; the element has `display: contents` (global CSS), so it lays out nothing of its own.
 * An island inside another one is a mistake the build stops at: the outer one already hydrates it.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const outer = useContext(Inside);
    if (outer) throw new Error(`The island "${name}" is inside the island "${outer}": the outer one hydrates it already; use the component itself`);
    return (
      <Inside.Provider value={name}>
        <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: islandPropsJson(name, props) }}>
          {createElement(Component, props)}
        </div>
      </Inside.Provider>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction } from './src/components/layout/browser-root';
export { shouldUpdateScroll } from './src/lib/scroll';

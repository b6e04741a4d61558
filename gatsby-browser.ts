export { wrapPageElement } from './src/components/layout/wrap';
export { wrapRootElement, replaceHydrateFunction, shouldUpdateScroll } from './src/components/layout/browser-root';

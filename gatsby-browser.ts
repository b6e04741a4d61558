export { wrapPageElement } from './src/components/layout/wrap';

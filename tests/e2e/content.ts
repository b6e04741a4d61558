/**
 * The site's content as the build reads it (content/, loaded, validated and placeholders filled), so
 * that e2e tests expect what the pages must render rather than copies of it.
 */
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { fillContent } from '../../src/content/fill-content';

export const { data: content } = fillContent(loadContent(path.resolve(__dirname, '../../content')));

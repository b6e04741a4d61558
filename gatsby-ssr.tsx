import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/components/layout/wrap';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en-CA' });
  setHeadComponents([
    <link key="font-700" rel="preload" href="/fonts/oswald-latin-700-normal.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};

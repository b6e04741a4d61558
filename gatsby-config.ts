import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';

const siteUrl = (process.env.SITE_URL || 'https://www.forge24fitness.example').replace(/\/+$/, '');

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: false,
  plugins: [
    'gatsby-plugin-emotion',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'webp'], placeholder: 'dominantColor', quality: 72, breakpoints: [360, 480, 750, 1080, 1366, 1600] },
      },
    },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: 'images', path: path.resolve(__dirname, 'content/images') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: path.resolve(__dirname, 'content/blog') } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
    // The site's own build steps (brand art, styles in the head, feeds, after-paint loader, csp.json):
    // plugins/gatsby-plugin-site-build, so a plain `gatsby build` makes the whole site.
    { resolve: 'gatsby-plugin-site-build', options: { root: __dirname } },
  ],
};

export default config;

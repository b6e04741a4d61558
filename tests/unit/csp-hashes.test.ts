import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../../plugins/gatsby-plugin-site-build/csp-hashes';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inline script hashes for the CSP', () => {
  it('hashes executable inline scripts exactly as written, once each', () => {
    const html = `<script>window.a=1</script><script type="module">import("x")</script><script id="m">window.a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("x")')]);
  });

  it('skips external scripts and JSON-LD data blocks', () => {
    const html = `<script src="/app.js"></script><script type="application/ld+json">{"@type":"Gym"}</script><script>go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('go()')]);
  });
});

/**
 * The editor's own Content-Security-Policy. A writer's draft is shown in the editor's preview; should its
 * HTML carry a script (`<img onerror=…>`), the browser refuses to run it: scripts come only from the
 * editor's own files and its one inline start (by hash), never from an inline handler. The build writes
 * the policy beside the editor (admin/csp.txt); the lead service sends it with every /admin/ answer
 * (server/http/admin-csp.ts) and `npm run cms` with its own (./local.ts).
 */
import { createHash } from 'node:crypto';
import type { CmsBackend } from '../../content/cms/config';

/** The editor's inline start: Decap waits for admin.js to register the site's widgets and previews. */
export const ADMIN_INLINE_START = 'window.CMS_MANUAL_INIT = true;';

/** The file beside the editor that holds its policy. */
export const ADMIN_CSP_FILE = 'csp.txt';

/** Where the editor's backend answers: what it may connect to besides its own origin. */
function backendOrigins(backend: CmsBackend): string[] {
  switch (backend.name) {
    case 'local':
      return [new URL(backend.url).origin];
    case 'git-gateway':
      return [];
    case 'github':
      return [new URL(backend.api_root ?? 'https://api.github.com').origin];
    case 'gitlab':
      return [new URL(backend.api_root ?? 'https://gitlab.com/api/v4').origin];
    case 'gitea':
    case 'forgejo':
      return backend.api_root ? [new URL(backend.api_root).origin] : [];
  }
}

export function adminCsp(backend: CmsBackend): string {
  const start = `'sha256-${createHash('sha256').update(ADMIN_INLINE_START).digest('base64')}'`;
  return [
    "default-src 'self'",
    // Decap compiles a few templates with new Function ('unsafe-eval'); that runs no inline handler or script element.
    `script-src 'self' ${start} 'unsafe-eval' 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    // A post's picture may come from the git host (its raw files) while it is a draft.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...backendOrigins(backend)].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

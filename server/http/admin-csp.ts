/**
 * The writers' editor (/admin/, built into public/admin/ by src/build/cms/build-admin.ts) is sent with its
 * own Content-Security-Policy, the one the build wrote beside it (admin/csp.txt: the build alone knows
 * the editor's inline start and its backend's origin, src/build/cms/admin-csp.ts): a draft's HTML in the
 * editor's preview cannot run a script. Read again whenever the file changes (a rebuild while the
 * service runs). Without the file (a build from before it existed) the editor gets the service's own
 * pages' policy, which runs no script at all: the editor starts once the site is built again.
 *
 * The service reads what the build wrote and imports no build code; the file's name is the one fact
 * both share (ADMIN_CSP_FILE there; tests/unit/admin-csp.test.ts holds them together).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEAD_PAGES_CSP } from './csp';

/** The editor's policy file in public/admin/, as the build writes it. */
export const ADMIN_POLICY_FILE = 'csp.txt';

/** True for the editor's addresses: /admin and everything under /admin/. */
export const isAdminPath = (url: string): boolean => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

export function adminCspSource(publicDir: string): () => string {
  const file = path.join(publicDir, 'admin', ADMIN_POLICY_FILE);
  const fallback = LEAD_PAGES_CSP;
  let seen = '';
  let current = fallback;
  return () => {
    let signature = 'absent';
    try {
      const st = fs.statSync(file);
      signature = `${st.size}:${st.mtimeMs}:${st.ino}`;
    } catch {
      // no policy file: the fallback
    }
    if (signature === seen) return current;
    seen = signature;
    current = signature === 'absent' ? fallback : fs.readFileSync(file, 'utf8').trim() || fallback;
    return current;
  };
}

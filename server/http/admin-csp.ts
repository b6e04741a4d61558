/**
 * The writers' editor (/admin/, built into public/admin/ by src/build/cms/build-admin.ts) is sent with its
 * own Content-Security-Policy, the one the build wrote beside it (admin/csp.txt, src/build/cms/admin-csp.ts):
 * a draft's HTML in the editor's preview cannot run a script. Read again whenever the file changes (a
 * rebuild while the service runs). Without the file (a build from before it existed) the editor gets the
 * policy for the git-gateway backend, which still refuses every inline handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_CSP_FILE, adminCsp } from '../../src/build/cms/admin-csp';

/** True for the editor's addresses: /admin and everything under /admin/. */
export const isAdminPath = (url: string): boolean => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

export function adminCspSource(publicDir: string): () => string {
  const file = path.join(publicDir, 'admin', ADMIN_CSP_FILE);
  const fallback = adminCsp({ name: 'git-gateway', branch: 'main' });
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

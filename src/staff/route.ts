/**
 * Where in the inbox an address is: the client-only route under /staff/ reads the path itself
 * (src/pages/staff/[...].tsx), so every page of the inbox is one pure function of the location.
 */
export type StaffView =
  | { page: 'inbox' }
  | { page: 'spam' }
  | { page: 'lead'; id: string }
  | { page: 'team' }
  | { page: 'audit' }
  | { page: 'signin' }
  | { page: 'enrol' }
  | { page: 'not-found' };

export const STAFF_PATHS = {
  spam: '/staff/spam/',
  team: '/staff/team/',
  audit: '/staff/audit/',
} as const;

/** The view of a pathname under /staff (with or without trailing slash). */
export function staffView(pathname: string): StaffView {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'staff') return { page: 'not-found' };
  if (parts.length === 1) return { page: 'inbox' };
  if (parts.length > 3) return { page: 'not-found' };
  const [, first, second] = parts;
  if (first === 'leads' && parts.length === 3) {
    let id: string;
    try {
      id = decodeURIComponent(second);
    } catch {
      return { page: 'not-found' };
    }
    return { page: 'lead', id };
  }
  if (parts.length !== 2) return { page: 'not-found' };
  switch (first) {
    case 'spam':
    case 'team':
    case 'audit':
    case 'signin':
    case 'enrol':
      return { page: first };
    default:
      return { page: 'not-found' };
  }
}

/**
 * The sign-in address that brings the person back to `here` (path and query) afterwards; `next` only
 * ever holds a path under /staff/, so a crafted link cannot send them to another site.
 */
export function signInPath(here: string): string {
  const next = safeNext(here);
  return next && next !== '/staff/' ? `/staff/signin/?next=${encodeURIComponent(next)}` : '/staff/signin/';
}

/** Where to go after signing in: the `next` of the sign-in address when it is a path under /staff/, else the inbox. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/staff/') || next.startsWith('//') || next.includes('\\')) return '/staff/';
  if (next.startsWith('/staff/signin') || next.startsWith('/staff/enrol')) return '/staff/';
  return next;
}

/** The enrolment token from the address's fragment (`#<token>`), or ''. */
export function enrolToken(hash: string): string {
  const t = hash.replace(/^#/, '').trim();
  return /^[A-Za-z0-9_-]{16,512}$/.test(t) ? t : '';
}

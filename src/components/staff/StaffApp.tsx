/**
 * The lead inbox: a client-only app under /staff/. The server sends the same empty shell for
 * every address under /staff/; this reads the address (src/staff/route.ts), asks who is signed in,
 * and shows the page, or the sign-in page keeping where the person was going.
 */
import { useCallback, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Link, navigate } from 'gatsby';
import type { StaffMe } from '../../staff/api';
import { StaffApiError, call } from '../../browser/staff/client';
import { ME, dropPrefetched, prefetchInbox, takeArrived, takePrefetched } from '../../browser/staff/prefetch';
import { STAFF_PATHS, signInPath, staffView, type StaffView } from '../../staff/route';
import { StaffSessionContext, type StaffSession } from './StaffContext';
import { SignInPage } from './SignInPage';
import { EnrolPage } from './EnrolPage';
import { InboxPage } from './InboxPage';
import { LeadPage } from './LeadPage';
import { TeamPage } from './TeamPage';
import { AuditPage } from './AuditPage';
import * as s from './styles';
import { Isolated } from './Isolated';

interface Props {
  pathname: string;
  search: string;
  hash: string;
  brand: string;
}

type Who = { state: 'loading' } | { state: 'in'; me: StaffMe } | { state: 'error'; message: string };

function Header({ me, view, onSignOut, brand }: { me: StaffMe | null; view: StaffView; onSignOut: () => void; brand: string }) {
  const links: { to: string; label: string; current: boolean }[] = me
    ? [
        { to: '/staff/', label: 'Leads', current: view.page === 'inbox' || view.page === 'lead' },
        { to: STAFF_PATHS.spam, label: 'Spam', current: view.page === 'spam' },
        ...(me.role === 'owner'
          ? [
              { to: STAFF_PATHS.team, label: 'Team', current: view.page === 'team' },
              { to: STAFF_PATHS.audit, label: 'Audit log', current: view.page === 'audit' },
            ]
          : []),
      ]
    : [];
  return (
    <header css={s.bar}>
      <p css={s.brand}>
        {brand} <span>Leads</span>
      </p>
      {links.length > 0 && (
        <nav aria-label="Inbox">
          <ul css={s.navList}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} css={s.navLink} aria-current={l.current ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {me && (
        <div css={s.who}>
          <span>
            <Isolated text={me.name} /> ({me.role})
          </span>
          <button type="button" css={s.small} onClick={onSignOut}>
            Sign out
          </button>
        </div>
      )}
    </header>
  );
}

export function StaffApp({ pathname, search, hash, brand }: Props) {
  // The first render is the same on the server and in the browser (a loading shell); the rest waits for the browser.
  const [mounted, setMounted] = useState(false);
  const [who, setWho] = useState<Who>({ state: 'loading' });
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());
  const view = staffView(pathname);
  const open = view.page === 'signin' || view.page === 'enrol';
  const here = pathname + search;

  useEffect(() => setMounted(true), []);

  const toSignIn = useCallback(() => {
    setWho({ state: 'loading' });
    navigate(signInPath(here), { replace: true });
  }, [here]);
  useSignedInPerson({ open, whoState: who.state, pathname, search, setWho, toSignIn });
  const session = useSession(who, unseen, setUnseen, brand, toSignIn);

  const signOut = (): void => {
    void call('signOut')
      .catch(() => undefined) // signed out either way: the page below asks again
      .finally(() => {
        setWho({ state: 'loading' });
        setUnseen(new Set());
        navigate('/staff/signin/', { replace: true });
      });
  };

  const signedIn = (me: StaffMe, next: string): void => {
    setWho({ state: 'in', me });
    navigate(next, { replace: true });
  };

  return (
    <StaffSessionContext.Provider value={session}>
      <div css={s.shell}>
        <Header me={session?.me ?? null} view={view} onSignOut={signOut} brand={brand} />
        <main id="main" css={s.main}>
          {pageFor({ mounted, view, who, session, search, hash, brand, signedIn, retry: () => setWho({ state: 'loading' }) })}
        </main>
      </div>
    </StaffSessionContext.Provider>
  );
}

interface WhoAsk {
  /** The page is open to anyone (sign-in, enrolment): nothing to ask. */
  open: boolean;
  /** Asked again whenever it changes, unless the person is known ('in'). */
  whoState: Who['state'];
  pathname: string;
  search: string;
  setWho: (who: Who) => void;
  toSignIn: () => void;
}

/** Asks the service who is signed in (a 401 goes to sign in); the page's first list is asked beside it. */
function useSignedInPerson({ open, whoState, pathname, search, setWho, toSignIn }: WhoAsk): void {
  useEffect(() => {
    if (open || whoState === 'in') return;
    const ctrl = new AbortController();
    // Asked when this page's code ran (src/pages/staff/[...].tsx), or now after a sign-out or a retry.
    const list = prefetchInbox(pathname, search);
    const arrived = takeArrived(ME);
    if (arrived) {
      setWho({ state: 'in', me: arrived.value as StaffMe });
      return;
    }
    (takePrefetched<StaffMe>(ME) ?? call<StaffMe>('me', { signal: ctrl.signal }))
      .then((me) => {
        if (!ctrl.signal.aborted) setWho({ state: 'in', me });
      })
      .catch((err: unknown) => {
        // The list asked for beside it failed too, or would be stale by the time it is shown: dropped.
        if (list) dropPrefetched(list);
        if (ctrl.signal.aborted) return;
        if (err instanceof StaffApiError && err.status === 401) toSignIn();
        else setWho({ state: 'error', message: err instanceof Error ? err.message : String(err) });
      });
    return () => ctrl.abort();
  }, [open, whoState, toSignIn, pathname, search, setWho]);
}

/** What every page of the signed-in inbox shares (null until the person is known). */
function useSession(who: Who, unseen: ReadonlySet<string>, setUnseen: Dispatch<SetStateAction<ReadonlySet<string>>>, brand: string, toSignIn: () => void): StaffSession | null {
  const handleError = useCallback(
    (err: unknown): StaffApiError | Error => {
      if (err instanceof StaffApiError && err.status === 401) toSignIn();
      return err instanceof Error ? err : new Error(String(err));
    },
    [toSignIn],
  );

  const markUnseen = useCallback((ids: string[]) => setUnseen((prev) => new Set([...prev, ...ids])), [setUnseen]);
  const markSeen = useCallback(
    (id: string) =>
      setUnseen((prev) => {
        if (!prev.has(id)) return prev;
        const next = new Set(prev);
        next.delete(id);
        return next;
      }),
    [setUnseen],
  );
  return useMemo<StaffSession | null>(
    () => (who.state === 'in' ? { me: who.me, unseen, brand, handleError, markUnseen, markSeen } : null),
    [who, unseen, brand, handleError, markUnseen, markSeen],
  );
}

interface PageArgs {
  mounted: boolean;
  view: StaffView;
  who: Who;
  session: StaffSession | null;
  search: string;
  hash: string;
  brand: string;
  signedIn: (me: StaffMe, next: string) => void;
  retry: () => void;
}

/** The page for the address: sign-in and enrolment for anyone, the rest once the person is known. */
function pageFor({ mounted, view, who, session, search, hash, brand, signedIn, retry }: PageArgs): ReactNode {
  if (!mounted) return <p role="status">Loading the inbox…</p>;
  if (view.page === 'signin') return <SignInPage search={search} brand={brand} onSignedIn={signedIn} />;
  if (view.page === 'enrol') return <EnrolPage hash={hash} brand={brand} onEnrolled={signedIn} />;
  if (who.state === 'error') return <WhoProblem message={who.message} retry={retry} />;
  if (!session) return <p role="status">Loading the inbox…</p>;
  if (view.page === 'inbox' || view.page === 'spam') return <InboxPage view={view.page} search={search} />;
  if (view.page === 'lead') return <LeadPage id={view.id} />;
  if (view.page === 'team') return <TeamPage />;
  if (view.page === 'audit') return <AuditPage />;
  return <NotFound />;
}

/** The service could not say who is signed in: why, and a retry. */
function WhoProblem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div css={s.stack}>
      <p css={s.errorNotice} role="alert">
        {message}
      </p>
      <p>
        <button type="button" css={s.secondary} onClick={retry}>
          Try again
        </button>
      </p>
    </div>
  );
}

function NotFound() {
  return (
    <div>
      <h1>Page not found</h1>
      <p>
        There is no such page in the inbox. <Link to="/staff/" css={s.link}>Go to the leads</Link>
      </p>
    </div>
  );
}

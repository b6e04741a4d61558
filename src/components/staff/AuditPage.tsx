/** The audit log (owner): who did what and when, newest first, a page at a time. */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { STAFF_PAGES, type AuditEntry, type AuditPage as Page, type StaffMe } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { auditWhat } from '../../staff/labels';
import { queryString } from '../../staff/query';
import { fullTime } from '../../staff/time';
import { staffTitle } from '../../staff/title';
import { useStaffSession, type StaffSession } from './StaffContext';
import { ownerOnly, ownerProblem } from './useOwnerOnly';
import * as s from './styles';
import { Isolated } from './Isolated';

type Status = 'loading' | 'ready' | 'more';

export function AuditPage() {
  const { me, handleError, brand } = useStaffSession();
  useEffect(() => {
    document.title = staffTitle('Audit log', brand);
  }, [brand]);
  const { entries, cursor, status, problem, fetchPage } = useAuditLog(me, handleError);

  if (me.role !== 'owner') return <p css={s.notice}>{ownerOnly('read the audit log')}</p>;

  return (
    <div css={s.stack}>
      <h1>Audit log</h1>
      <p css={s.muted}>Every sign-in, enrolment, invitation, revocation, passkey removed, sign-out everywhere, list of leads read, lead viewed, stage change, note, export and purge, newest first. Nothing here can be edited.</p>
      {status === 'loading' && <p role="status">Loading the audit log…</p>}
      {status !== 'loading' && entries.length === 0 && !problem && <p css={s.notice}>Nothing recorded yet.</p>}
      {entries.length > 0 && (
        <ol css={s.plainList} aria-label="Audit log, newest first">
          {entries.map((e) => (
            <AuditItem key={e.id} entry={e} />
          ))}
        </ol>
      )}
      {problem && (
        <p css={s.errorNotice} role="alert">
          {problem}
        </p>
      )}
      {cursor && status !== 'loading' && (
        <p>
          <button type="button" css={s.secondary} onClick={() => fetchPage(cursor)} disabled={status === 'more'}>
            {status === 'more' ? 'Loading…' : 'Load more'}
          </button>
        </p>
      )}
    </div>
  );
}

interface AuditLog {
  entries: AuditEntry[];
  cursor: string | null;
  status: Status;
  problem: string;
  /** Reads the first page (from null) or the one after `from`, added below the entries shown. */
  fetchPage: (from: string | null) => void;
}

/** The log as read so far (an owner's only: the first page at once). */
function useAuditLog(me: StaffMe, handleError: StaffSession['handleError']): AuditLog {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState('');
  const fetchPage = useCallback(
    (from: string | null) => {
      setStatus(from ? 'more' : 'loading');
      setProblem('');
      call<Page>('audit', { search: queryString(from ? { cursor: from } : {}) })
        .then((page) => {
          setEntries((prev) => (from ? [...prev, ...page.entries] : page.entries));
          setCursor(page.nextCursor);
          setStatus('ready');
        })
        .catch((err: unknown) => {
          setProblem(ownerProblem(handleError(err), 'read the audit log'));
          setStatus('ready');
        });
    },
    [handleError],
  );
  useEffect(() => {
    if (me.role === 'owner') fetchPage(null);
  }, [me.role, fetchPage]);
  return { entries, cursor, status, problem, fetchPage };
}

/** One entry: when, who, what, and the lead it concerns. */
function AuditItem({ entry: e }: { entry: AuditEntry }) {
  return (
    <li css={s.notice} data-testid="audit-entry">
      <time dateTime={e.at} css={s.muted}>
        {fullTime(e.at)}
      </time>
      <br />
      <strong>{e.actor ? <Isolated text={e.actor.name} /> : 'The lead service'}</strong> · <Isolated text={auditWhat(e)} />
      {e.lastAt && fullTime(e.lastAt) !== fullTime(e.at) ? `, last read ${fullTime(e.lastAt)}` : ''}
      {e.leadId && (
        <>
          {' '}
          · <Link to={STAFF_PAGES.lead(e.leadId)} css={s.link}>open the lead</Link>
        </>
      )}
    </li>
  );
}

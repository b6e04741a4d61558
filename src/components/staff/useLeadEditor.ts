/**
 * The lead page's state: the lead as the service last sent it, what the person is typing (stage, reason,
 * follow-up date, note), and the change in flight with its notice. A change made from a stale copy (409)
 * reloads the lead and keeps what the person typed.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { LeadDetail, LeadStage } from '../../staff/api';
import { StaffApiError, call } from '../../browser/staff/client';
import type { StaffSession } from './StaffContext';

export type Load = { status: 'loading' } | { status: 'error'; message: string; notFound: boolean } | { status: 'ready'; lead: LeadDetail };
export type Notice = { tone: 'ok' | 'error'; text: string } | null;

const CONFLICT = 'Someone else changed this lead while you were working on it. It has been reloaded with their change; what you typed is still here. Check it and save again.';

/** The fields the person edits, each with its setter. */
export interface LeadEdits {
  stage: LeadStage;
  setStage: Dispatch<SetStateAction<LeadStage>>;
  reason: string;
  setReason: Dispatch<SetStateAction<string>>;
  followUp: string;
  setFollowUp: Dispatch<SetStateAction<string>>;
}

interface ShownLead extends LeadEdits {
  load: Load;
  setLoad: Dispatch<SetStateAction<Load>>;
  show: (lead: LeadDetail) => void;
}

/** Runs a change: its confirmation when done (`after` first), or its problem; a 409 reloads the lead. */
type Act = (run: () => Promise<LeadDetail>, done: string, after?: () => void) => Promise<void>;

/** A change in flight, and what the last one said. */
export interface LeadChanges {
  busy: boolean;
  notice: Notice;
  setNotice: Dispatch<SetStateAction<Notice>>;
  noticeRef: RefObject<HTMLParagraphElement>;
  act: Act;
}

/**
 * Shows a lead as the service sent it. A field the person may be editing takes the service's value only
 * when that value changed (or on first showing): an answer to one change (a note saved) never wipes a
 * date or a stage being chosen meanwhile.
 */
export function useShownLead(): ShownLead {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [stage, setStage] = useState<LeadStage>('new');
  const [reason, setReason] = useState('');
  const [followUp, setFollowUp] = useState('');
  const shown = useRef<LeadDetail | null>(null);
  const show = useCallback((lead: LeadDetail) => {
    const before = shown.current?.id === lead.id ? shown.current : null;
    shown.current = lead;
    setLoad({ status: 'ready', lead });
    if (!before || before.stage !== lead.stage || before.stageReason !== lead.stageReason) {
      setStage(lead.stage);
      setReason(lead.stageReason ?? '');
    }
    if (!before || before.followUpOn !== lead.followUpOn) setFollowUp(lead.followUpOn ?? '');
  }, []);
  return { load, setLoad, show, stage, setStage, reason, setReason, followUp, setFollowUp };
}

/** Reads the lead (again whenever `id` changes); a failure becomes the page's state. The reader, for a reload. */
export function useLeadFetch(id: string, { show, setLoad }: ShownLead, handleError: StaffSession['handleError']): (signal?: AbortSignal) => Promise<void> {
  const fetchLead = useCallback(
    (signal?: AbortSignal) =>
      call<LeadDetail>('lead', { id, signal })
        .then(show)
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          const e = handleError(err);
          setLoad({ status: 'error', message: e.message, notFound: e instanceof StaffApiError && e.status === 404 });
        }),
    [id, show, handleError, setLoad],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    setLoad({ status: 'loading' });
    void fetchLead(ctrl.signal);
    return () => ctrl.abort();
  }, [id, fetchLead, setLoad]);
  return fetchLead;
}

/** The changes' runner, busy while one runs, and its notice. */
export function useLeadChanges(shownLead: ShownLead, fetchLead: () => Promise<void>, handleError: StaffSession['handleError']): LeadChanges {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A problem takes the focus (read out at once, and the person sees it); a confirmation is only announced,
  // so it never pulls the focus out of the field the person has moved on to.
  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  /** Runs a change; a 409 reloads the lead (the typed text is in state of its own, so it stays). */
  const act: Act = async (run, done, after) => {
    setBusy(true);
    setNotice(null);
    try {
      shownLead.show(await run());
      after?.();
      setNotice({ tone: 'ok', text: done });
    } catch (err) {
      const e = handleError(err);
      if (e instanceof StaffApiError && e.status === 409) {
        await reloadKeepingTyped(shownLead, fetchLead);
        setNotice({ tone: 'error', text: CONFLICT });
      } else {
        setNotice({ tone: 'error', text: e.message });
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, notice, setNotice, noticeRef, act };
}

/** Reloads the lead, then puts back what the person had typed (as this render saw it). */
async function reloadKeepingTyped(edits: LeadEdits, fetchLead: () => Promise<void>): Promise<void> {
  const typedStage = edits.stage;
  const typedReason = edits.reason;
  const typedFollowUp = edits.followUp;
  await fetchLead();
  edits.setStage(typedStage);
  edits.setReason(typedReason);
  edits.setFollowUp(typedFollowUp);
}

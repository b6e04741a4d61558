/**
 * One lead: everything the visitor sent with the form's labels, call and email links, its stage (any of
 * the six; "Not interested" asks why), a follow-up date, notes and the whole history. A change made from
 * a stale copy (409) reloads the lead and keeps what the person typed.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'gatsby';
import { LEAD_STAGES, STAGE_NEEDING_REASON, type LeadChange, type LeadDetail, type LeadStage } from '../../staff/api';
import { StaffApiError, call } from '../../browser/staff/client';
import { DELIVERY_LABELS, stageLabel } from '../../staff/labels';
import { fieldRows, formLabel } from '../../staff/lead-fields';
import { SOURCE_LANGUAGE, wroteIn } from '../../content/languages';
import { emailHref, phoneHref } from '../../staff/links';
import { STAFF_PATHS } from '../../staff/route';
import { fullTime } from '../../staff/time';
import { staffTitle } from '../../staff/title';
import { useStaffSession } from './StaffContext';
import { ConfirmButton } from './Confirm';
import { SelectField } from './SelectField';
import * as s from './styles';
import { Isolated } from './Isolated';
import { isolate } from '../../staff/bidi';

type Load = { status: 'loading' } | { status: 'error'; message: string; notFound: boolean } | { status: 'ready'; lead: LeadDetail };
type Notice = { tone: 'ok' | 'error'; text: string } | null;

const CONFLICT = 'Someone else changed this lead while you were working on it. It has been reloaded with their change; what you typed is still here. Check it and save again.';

export function LeadPage({ id }: { id: string }) {
  const { unseen, markSeen, handleError, brand } = useStaffSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [stage, setStage] = useState<LeadStage>('new');
  const [reason, setReason] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const shown = useRef<LeadDetail | null>(null);
  /**
   * Shows a lead as the service sent it. A field the person may be editing takes the service's value only
   * when that value changed (or on first showing): an answer to one change (a note saved) never wipes a
   * date or a stage being chosen meanwhile.
   */
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

  const fetchLead = useCallback(
    (signal?: AbortSignal) =>
      call<LeadDetail>('lead', { id, signal })
        .then(show)
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          const e = handleError(err);
          setLoad({ status: 'error', message: e.message, notFound: e instanceof StaffApiError && e.status === 404 });
        }),
    [id, show, handleError],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    setLoad({ status: 'loading' });
    void fetchLead(ctrl.signal);
    return () => ctrl.abort();
  }, [id, fetchLead]);
  useEffect(() => markSeen(id), [id, markSeen]);

  const name = load.status === 'ready' ? load.lead.name || 'Lead' : 'Lead';
  useEffect(() => {
    // Isolated: a visitor's name with a bidi control must not reorder the tab's title around it.
    document.title = staffTitle(isolate(name), brand, unseen.size);
  }, [name, brand, unseen.size]);
  // A problem takes the focus (read out at once, and the person sees it); a confirmation is only announced,
  // so it never pulls the focus out of the field the person has moved on to.
  useEffect(() => {
    if (notice?.tone === 'error') noticeRef.current?.focus();
  }, [notice]);

  /** Runs a change; a 409 reloads the lead (the typed text is in state of its own, so it stays). */
  const act = async (run: () => Promise<LeadDetail>, done: string, after?: () => void): Promise<void> => {
    setBusy(true);
    setNotice(null);
    try {
      show(await run());
      after?.();
      setNotice({ tone: 'ok', text: done });
    } catch (err) {
      const e = handleError(err);
      if (e instanceof StaffApiError && e.status === 409) {
        const typedStage = stage;
        const typedReason = reason;
        const typedFollowUp = followUp;
        await fetchLead();
        setStage(typedStage);
        setReason(typedReason);
        setFollowUp(typedFollowUp);
        setNotice({ tone: 'error', text: CONFLICT });
      } else {
        setNotice({ tone: 'error', text: e.message });
      }
    } finally {
      setBusy(false);
    }
  };

  if (load.status === 'loading') return <p role="status">Loading the lead…</p>;
  if (load.status === 'error') {
    return (
      <div css={s.stack}>
        <p css={s.errorNotice} role="alert">
          {load.notFound ? 'This lead was not found. It may have been removed by the retention clean-up.' : load.message}
        </p>
        <p>
          <Link to="/staff/" css={s.link}>
            Back to the leads
          </Link>
        </p>
      </div>
    );
  }
  const { lead } = load;
  const change = (body: Omit<LeadChange, 'version'>): Promise<LeadDetail> => call<LeadDetail>('changeLead', { id, body: { version: lead.version, ...body } });
  const tel = phoneHref(lead.phone);
  const mail = emailHref(lead.email);
  const needsReason = stage === STAGE_NEEDING_REASON;

  const saveStage = (e: FormEvent): void => {
    e.preventDefault();
    if (needsReason && !reason.trim()) {
      setNotice({ tone: 'error', text: 'Please say why they are not interested (a few words is enough).' });
      return;
    }
    void act(() => change(needsReason ? { stage, reason: reason.trim() } : { stage }), `Stage set to ${stageLabel(stage)}.`);
  };
  const saveFollowUp = (e: FormEvent): void => {
    e.preventDefault();
    void act(() => change({ followUpOn: followUp || null }), followUp ? `Follow-up set for ${followUp}.` : 'Follow-up date cleared.');
  };
  const addNote = (e: FormEvent): void => {
    e.preventDefault();
    if (!note.trim()) {
      setNotice({ tone: 'error', text: 'The note is empty. Type something first.' });
      return;
    }
    void act(() => call<LeadDetail>('addNote', { id, body: { text: note.trim() } }), 'Note added.', () => setNote(''));
  };

  return (
    <div css={s.stack}>
      <p>
        <Link to={lead.spam ? STAFF_PATHS.spam : '/staff/'} css={s.link}>
          ← Back to {lead.spam ? 'spam' : 'the leads'}
        </Link>
      </p>
      <h1 style={{ overflowWrap: 'anywhere' }}>{lead.name ? <Isolated text={lead.name} /> : 'No name given'}</h1>
      <div css={s.row} style={{ alignItems: 'center' }}>
        <span css={s.badge()}>{formLabel(lead.formId)} form</span>
        {lead.language !== SOURCE_LANGUAGE && <span css={s.badge()}>{wroteIn(lead.language)}</span>}
        <span css={s.badge(lead.stage === 'new' ? 'accent' : 'plain')}>{stageLabel(lead.stage)}</span>
        <span css={s.badge(lead.deliveryState === 'failed' ? 'danger' : 'plain')}>{DELIVERY_LABELS[lead.deliveryState]}</span>
        {lead.spam && <span css={s.badge('danger')}>Suspected spam</span>}
        <span css={s.muted}>Received {fullTime(lead.receivedAt)}</span>
      </div>
      {notice && (
        <p css={notice.tone === 'ok' ? s.okNotice : s.errorNotice} role={notice.tone === 'ok' ? 'status' : 'alert'} tabIndex={notice.tone === 'ok' ? undefined : -1} ref={noticeRef}>
          {notice.text}
        </p>
      )}
      <div css={s.twoColumns}>
        <div css={s.stack}>
          <section css={[s.panel, s.stack]} aria-labelledby="contact-h">
            <h2 id="contact-h">Contact</h2>
            <div css={s.row}>
              {tel && (
                <a href={tel} css={s.primary}>
                  Call <Isolated text={lead.phone} />
                </a>
              )}
              {mail && (
                <a href={mail} css={s.secondary} style={{ textTransform: 'none' }}>
                  Email <Isolated text={lead.email} />
                </a>
              )}
            </div>
          </section>
          <section css={s.panel} aria-labelledby="sent-h">
            <h2 id="sent-h">What they sent</h2>
            <dl css={s.dl}>
              {fieldRows(lead.formId, lead.fields).map((r) => (
                <div key={r.name} style={{ display: 'contents' }}>
                  <dt>{r.label}</dt>
                  <dd>{r.value ? <Isolated text={r.value} /> : <span css={s.muted}>Left empty</span>}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section css={[s.panel, s.stack]} aria-labelledby="history-h">
            <h2 id="history-h">History</h2>
            <ol css={s.plainList} reversed>
              {[...lead.history].reverse().map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  <time dateTime={h.at} css={s.muted}>
                    {fullTime(h.at)}
                  </time>{' '}
                  · {h.actor ? <Isolated text={h.actor.name} /> : 'The lead service'}: <Isolated text={h.text} />
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div css={s.stack}>
          {lead.spam && (
            <section css={[s.panel, s.stack]} aria-labelledby="spam-h">
              <h2 id="spam-h">Suspected spam</h2>
              <p>The spam trap caught this one, so the gym was not notified. If it came from a visitor, send it on.</p>
              <ConfirmButton
                label="Not spam"
                question="Send this to the gym as a normal lead?"
                confirmLabel="Yes, not spam"
                busy={busy}
                onConfirm={() => void act(() => call<LeadDetail>('notSpam', { id, body: {} }), 'Sent on to the gym as a normal lead.')}
              />
            </section>
          )}
          <form css={[s.panel, s.stack]} onSubmit={saveStage} aria-labelledby="stage-h">
            <h2 id="stage-h">Stage</h2>
            <SelectField id="lead-stage" label="Stage of this lead" options={LEAD_STAGES} value={stage} onChange={(next) => next && setStage(next)} />
            {needsReason && (
              <div css={s.field}>
                <label htmlFor="lead-reason">Why not interested?</label>
                <textarea id="lead-reason" css={s.textareaCss} style={{ minHeight: '5rem' }} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
            )}
            <p style={{ margin: 0 }}>
              <button type="submit" css={s.primary} disabled={busy}>
                Save stage
              </button>
            </p>
          </form>
          <form css={[s.panel, s.stack]} onSubmit={saveFollowUp} aria-labelledby="follow-h">
            <h2 id="follow-h">Follow-up</h2>
            <div css={s.field}>
              <label htmlFor="lead-follow-up">Follow up on</label>
              <input id="lead-follow-up" type="date" css={s.controlCss} value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
            </div>
            <div css={s.row}>
              <button type="submit" css={s.primary} disabled={busy}>
                Save date
              </button>
              {lead.followUpOn && (
                <button type="button" css={s.secondary} disabled={busy} onClick={() => void act(() => change({ followUpOn: null }), 'Follow-up date cleared.', () => setFollowUp(''))}>
                  Clear date
                </button>
              )}
            </div>
          </form>
          <section css={[s.panel, s.stack]} aria-labelledby="notes-h">
            <h2 id="notes-h">Notes</h2>
            {lead.notes.length === 0 ? (
              <p css={s.muted}>No notes yet.</p>
            ) : (
              <ul css={s.plainList}>
                {lead.notes.map((n) => (
                  <li key={n.id}>
                    <span css={s.muted}>
                      <Isolated text={n.author.name} />, {fullTime(n.at)}
                    </span>
                    <br />
                    <Isolated text={n.text} />
                  </li>
                ))}
              </ul>
            )}
            <form css={s.stack} onSubmit={addNote}>
              <div css={s.field}>
                <label htmlFor="lead-note">New note</label>
                <textarea id="lead-note" css={s.textareaCss} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
              </div>
              <p style={{ margin: 0 }}>
                <button type="submit" css={s.primary} disabled={busy}>
                  Add note
                </button>
              </p>
            </form>
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * One lead: everything the visitor sent with the form's labels, call and email links, its stage (any of
 * the six; "Not interested" asks why), a follow-up date, notes and the whole history. A change made from
 * a stale copy (409) reloads the lead and keeps what the person typed (./useLeadEditor.ts).
 */
import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { Link } from 'gatsby';
import type { LeadDetail } from '../../staff/api';
import { DELIVERY_LABELS, stageLabel } from '../../staff/labels';
import { formLabel } from '../../staff/lead-fields';
import { SOURCE_LANGUAGE, wroteIn } from '../../content/languages';
import { STAFF_PATHS } from '../../staff/route';
import { fullTime } from '../../staff/time';
import { staffTitle } from '../../staff/title';
import { useStaffSession } from './StaffContext';
import * as s from './styles';
import { Isolated } from './Isolated';
import { isolate } from '../../staff/bidi';
import { useLeadChanges, useLeadFetch, useShownLead, type LeadChanges, type LeadEdits, type Load, type Notice } from './useLeadEditor';
import { ContactPanel, HistoryPanel, NotesPanel, SentPanel, SpamPanel } from './LeadPanels';
import { FollowUpForm, StageForm } from './LeadForms';

export function LeadPage({ id }: { id: string }) {
  const { unseen, markSeen, handleError, brand } = useStaffSession();
  const shownLead = useShownLead();
  const [note, setNote] = useState('');
  const fetchLead = useLeadFetch(id, shownLead, handleError);
  useEffect(() => markSeen(id), [id, markSeen]);
  const { load } = shownLead;
  const name = load.status === 'ready' ? load.lead.name || 'Lead' : 'Lead';
  useEffect(() => {
    // Isolated: a visitor's name with a bidi control must not reorder the tab's title around it.
    document.title = staffTitle(isolate(name), brand, unseen.size);
  }, [name, brand, unseen.size]);
  const changes = useLeadChanges(shownLead, fetchLead, handleError);

  if (load.status === 'loading') return <p role="status">Loading the lead…</p>;
  return (
    <div css={s.stack}>
      {load.status === 'error' ? <LeadNotLoaded load={load} /> : <LeadView id={id} lead={load.lead} edits={shownLead} note={note} setNote={setNote} changes={changes} />}
    </div>
  );
}

/** Why the lead is not shown, and the way back. */
function LeadNotLoaded({ load }: { load: Extract<Load, { status: 'error' }> }) {
  return (
    <>
      <p css={s.errorNotice} role="alert">
        {load.notFound ? 'This lead was not found. It may have been removed by the retention clean-up.' : load.message}
      </p>
      <p>
        <Link to="/staff/" css={s.link}>
          Back to the leads
        </Link>
      </p>
    </>
  );
}

interface ViewProps {
  id: string;
  lead: LeadDetail;
  edits: LeadEdits;
  note: string;
  setNote: Dispatch<SetStateAction<string>>;
  changes: LeadChanges;
}

/** The lead with what the person can do to it: what they sent and its history on the left, the changes on the right. */
function LeadView({ id, lead, edits, note, setNote, changes }: ViewProps) {
  return (
    <>
      <LeadHeading lead={lead} />
      <LeadNotice notice={changes.notice} noticeRef={changes.noticeRef} />
      <div css={s.twoColumns}>
        <div css={s.stack}>
          <ContactPanel lead={lead} />
          <SentPanel lead={lead} />
          <HistoryPanel lead={lead} />
        </div>
        <div css={s.stack}>
          {lead.spam && <SpamPanel id={id} changes={changes} />}
          <StageForm id={id} lead={lead} edits={edits} changes={changes} />
          <FollowUpForm id={id} lead={lead} edits={edits} changes={changes} />
          <NotesPanel id={id} lead={lead} note={note} setNote={setNote} changes={changes} />
        </div>
      </div>
    </>
  );
}

/** The way back, the name, and the lead's badges. */
function LeadHeading({ lead }: { lead: LeadDetail }) {
  return (
    <>
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
    </>
  );
}

/** What the last change said: a confirmation announced, a problem in an alert that takes the focus. */
function LeadNotice({ notice, noticeRef }: { notice: Notice; noticeRef: RefObject<HTMLParagraphElement> }) {
  if (!notice) return null;
  return (
    <p css={notice.tone === 'ok' ? s.okNotice : s.errorNotice} role={notice.tone === 'ok' ? 'status' : 'alert'} tabIndex={notice.tone === 'ok' ? undefined : -1} ref={noticeRef}>
      {notice.text}
    </p>
  );
}

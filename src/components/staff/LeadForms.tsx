/** The lead page's two forms of the lead's own fields: its stage (with the reason "Not interested" asks for) and its follow-up date. */
import type { FormEvent } from 'react';
import { LEAD_STAGES, STAGE_NEEDING_REASON, type LeadChange, type LeadDetail } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { stageLabel } from '../../staff/labels';
import { SelectField } from './SelectField';
import * as s from './styles';
import type { LeadChanges, LeadEdits } from './useLeadEditor';

interface Props {
  id: string;
  lead: LeadDetail;
  edits: LeadEdits;
  changes: LeadChanges;
}

/** Changes the lead's own fields, from the version shown (the service answers 409 if it is stale). */
function changeLead(id: string, lead: LeadDetail, body: Omit<LeadChange, 'version'>): Promise<LeadDetail> {
  return call<LeadDetail>('changeLead', { id, body: { version: lead.version, ...body } });
}

export function StageForm({ id, lead, edits: { stage, setStage, reason, setReason }, changes: { busy, setNotice, act } }: Props) {
  const needsReason = stage === STAGE_NEEDING_REASON;
  const saveStage = (e: FormEvent): void => {
    e.preventDefault();
    if (needsReason && !reason.trim()) {
      setNotice({ tone: 'error', text: 'Please say why they are not interested (a few words is enough).' });
      return;
    }
    void act(() => changeLead(id, lead, needsReason ? { stage, reason: reason.trim() } : { stage }), `Stage set to ${stageLabel(stage)}.`);
  };
  return (
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
  );
}

export function FollowUpForm({ id, lead, edits: { followUp, setFollowUp }, changes: { busy, act } }: Props) {
  const saveFollowUp = (e: FormEvent): void => {
    e.preventDefault();
    void act(() => changeLead(id, lead, { followUpOn: followUp || null }), followUp ? `Follow-up set for ${followUp}.` : 'Follow-up date cleared.');
  };
  return (
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
          <button type="button" css={s.secondary} disabled={busy} onClick={() => void act(() => changeLead(id, lead, { followUpOn: null }), 'Follow-up date cleared.', () => setFollowUp(''))}>
            Clear date
          </button>
        )}
      </div>
    </form>
  );
}

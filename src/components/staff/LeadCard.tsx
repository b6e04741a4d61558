/** One lead in the list: a card on a phone, a row on a wide screen. Everything the visitor typed is shown as text. */
import { Link } from 'gatsby';
import { STAFF_PAGES, type LeadSummary } from '../../lib/staff/api';
import { DELIVERY_LABELS, stageLabel } from '../../lib/staff/labels';
import { formLabel } from '../../lib/staff/lead-fields';
import { emailHref, phoneHref } from '../../lib/staff/links';
import { fullTime, isDue, relativeTime } from '../../lib/staff/time';
import * as s from './styles';

export function LeadCard({ lead, now, unseen }: { lead: LeadSummary; now: Date; unseen: boolean }) {
  const tel = phoneHref(lead.phone);
  const mail = emailHref(lead.email);
  const due = isDue(lead.followUpOn, now) && lead.stage !== 'joined' && lead.stage !== 'not-interested';
  return (
    <li css={s.leadCard} data-unseen={unseen ? 'true' : undefined} data-testid="lead-card" data-lead-id={lead.id}>
      <div>
        <Link to={STAFF_PAGES.lead(lead.id)} css={[s.leadName, s.link]}>
          {lead.name || 'No name given'}
        </Link>
        <div css={s.row} style={{ marginTop: '0.35rem', alignItems: 'center' }}>
          {unseen && <span css={s.badge('accent')}>New</span>}
          <span css={s.badge()}>{formLabel(lead.formId)}</span>
          <time dateTime={lead.receivedAt} title={fullTime(lead.receivedAt)} css={s.muted}>
            {relativeTime(lead.receivedAt, now)}
          </time>
        </div>
      </div>
      <div css={s.stack} style={{ gap: '0.25rem' }}>
        {tel ? (
          <a href={tel} css={s.link} aria-label={`Call ${lead.name || 'this lead'} at ${lead.phone}`}>
            {lead.phone}
          </a>
        ) : (
          <span css={s.muted}>No phone</span>
        )}
        {mail && (
          <a href={mail} css={s.link} aria-label={`Email ${lead.name || 'this lead'} at ${lead.email}`}>
            {lead.email}
          </a>
        )}
      </div>
      <div>
        <span css={s.muted}>Asked about: </span>
        {lead.interest || '—'}
      </div>
      <div css={s.row} style={{ alignItems: 'center' }}>
        <span css={s.badge(lead.stage === 'new' ? 'accent' : lead.stage === 'joined' ? 'ok' : 'plain')}>{stageLabel(lead.stage)}</span>
        {lead.followUpOn && <span css={s.badge(due ? 'danger' : 'plain')}>{due ? `Follow up: due ${lead.followUpOn}` : `Follow up ${lead.followUpOn}`}</span>}
        <span css={s.badge(lead.deliveryState === 'failed' ? 'danger' : 'plain')}>{DELIVERY_LABELS[lead.deliveryState]}</span>
      </div>
    </li>
  );
}

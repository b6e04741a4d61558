/**
 * One lead in the list: a card on a phone, a row on a wide screen. Everything the visitor typed is shown as
 * text. Its parts are styled by class names under the card's one style (s.leadCard says why).
 */
import { Link } from 'gatsby';
import { wroteIn } from '../../content/languages';
import { STAFF_PAGES, type LeadSummary } from '../../staff/api';
import { DELIVERY_LABELS, stageLabel } from '../../staff/labels';
import { formLabel } from '../../staff/lead-fields';
import { emailHref, phoneHref } from '../../staff/links';
import { isDue, relativeTime } from '../../staff/time';
import * as s from './styles';
import { Isolated } from './Isolated';
import { isolate } from '../../staff/bidi';

export function LeadCard({ lead, now, unseen }: { lead: LeadSummary; now: Date; unseen: boolean }) {
  const wrote = wroteIn(lead.language);
  return (
    <li css={s.leadCard} data-unseen={unseen ? 'true' : undefined} data-testid="lead-card" data-lead-id={lead.id}>
      <div>
        <Link to={STAFF_PAGES.lead(lead.id)} className="lead-name">
          {lead.name ? <Isolated text={lead.name} /> : 'No name given'}
        </Link>
        <div className="badges">
          {unseen && (
            <span className="badge" data-tone="accent">
              New
            </span>
          )}
          <span className="badge">{formLabel(lead.formId)}</span>
          {wrote && (
            <span className="badge">
              {wrote}
            </span>
          )}
          <time dateTime={lead.receivedAt} className="muted">
            {relativeTime(lead.receivedAt, now)}
          </time>
        </div>
      </div>
      <CardContact lead={lead} />
      <div>
        <span className="muted">Asked about: </span>
        {lead.interest ? <Isolated text={lead.interest} /> : '—'}
      </div>
      <CardState lead={lead} now={now} />
    </li>
  );
}

/** The call and email links, each named for a screen reader with whom it reaches. */
function CardContact({ lead }: { lead: LeadSummary }) {
  const tel = phoneHref(lead.phone);
  const mail = emailHref(lead.email);
  return (
    <div className="contact">
      {tel ? (
        <a href={tel} aria-label={`Call ${isolate(lead.name) || 'this lead'} at ${isolate(lead.phone)}`}>
          <Isolated text={lead.phone} />
        </a>
      ) : (
        <span className="muted">No phone</span>
      )}
      {mail && (
        <a href={mail} aria-label={`Email ${isolate(lead.name) || 'this lead'} at ${isolate(lead.email)}`}>
          <Isolated text={lead.email} />
        </a>
      )}
    </div>
  );
}

/** The stage, the follow-up date (marked when due) and the delivery to the gym. */
function CardState({ lead, now }: { lead: LeadSummary; now: Date }) {
  const due = isDue(lead.followUpOn, now) && lead.stage !== 'joined' && lead.stage !== 'not-interested';
  return (
    <div className="badges">
      <span className="badge" data-tone={lead.stage === 'new' ? 'accent' : lead.stage === 'joined' ? 'ok' : undefined}>
        {stageLabel(lead.stage)}
      </span>
      {lead.followUpOn && (
        <span className="badge" data-tone={due ? 'danger' : undefined}>
          {due ? `Follow up: due ${lead.followUpOn}` : `Follow up ${lead.followUpOn}`}
        </span>
      )}
      <span className="badge" data-tone={lead.deliveryState === 'failed' ? 'danger' : undefined}>
        {DELIVERY_LABELS[lead.deliveryState]}
      </span>
    </div>
  );
}

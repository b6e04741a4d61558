/** The lead page's panels: how to reach the person, what they sent, the history, the spam verdict and the notes. */
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import type { LeadDetail } from '../../staff/api';
import { call } from '../../browser/staff/client';
import { fieldRows } from '../../staff/lead-fields';
import { emailHref, phoneHref } from '../../staff/links';
import { fullTime } from '../../staff/time';
import { ConfirmButton } from './Confirm';
import * as s from './styles';
import { Isolated } from './Isolated';
import type { LeadChanges } from './useLeadEditor';

export function ContactPanel({ lead }: { lead: LeadDetail }) {
  const tel = phoneHref(lead.phone);
  const mail = emailHref(lead.email);
  return (
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
  );
}

export function SentPanel({ lead }: { lead: LeadDetail }) {
  return (
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
  );
}

export function HistoryPanel({ lead }: { lead: LeadDetail }) {
  return (
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
  );
}

export function SpamPanel({ id, changes: { busy, act } }: { id: string; changes: LeadChanges }) {
  return (
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
  );
}

interface NotesProps {
  id: string;
  lead: LeadDetail;
  note: string;
  setNote: Dispatch<SetStateAction<string>>;
  changes: LeadChanges;
}

export function NotesPanel({ id, lead, note, setNote, changes: { busy, setNotice, act } }: NotesProps) {
  const addNote = (e: FormEvent): void => {
    e.preventDefault();
    if (!note.trim()) {
      setNotice({ tone: 'error', text: 'The note is empty. Type something first.' });
      return;
    }
    void act(() => call<LeadDetail>('addNote', { id, body: { text: note.trim() } }), 'Note added.', () => setNote(''));
  };
  return (
    <section css={[s.panel, s.stack]} aria-labelledby="notes-h">
      <h2 id="notes-h">Notes</h2>
      <NoteList lead={lead} />
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
  );
}

function NoteList({ lead }: { lead: LeadDetail }) {
  if (lead.notes.length === 0) return <p css={s.muted}>No notes yet.</p>;
  return (
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
  );
}

import { Fragment } from 'react';
import { splitContactText } from '../../lib/booking';
import { telHref } from '../../lib/contact';

/** A sentence with the gym's phone number and email address as tel: and mailto: links. */
export function ContactNote({ text, phone, email }: { text: string; phone: string; email: string }) {
  return (
    <>
      {splitContactText(text, phone, email).map((seg, i) => {
        if (seg.kind === 'phone') return <a key={i} href={telHref(seg.text)}>{seg.text}</a>;
        if (seg.kind === 'email') return <a key={i} href={`mailto:${seg.text}`}>{seg.text}</a>;
        return <Fragment key={i}>{seg.text}</Fragment>;
      })}
    </>
  );
}

import { HONEYPOT_FIELD } from '../../forms/form-ids';
import { honeypotCss } from './form-styles';

/**
 * The spam trap (`_gotcha`, Formspree's name): hidden from people and assistive technology, out of
 * the tab order, never autofilled. The lead service stores a filled one as spam and never delivers it.
 */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-gotcha`;
  return (
    <div css={honeypotCss} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
    </div>
  );
}

import { buttonPrimary } from '../ui/styles';
import { submitRowCss } from './form-styles';

interface Props {
  label: string;
  /** Shown while the request is in flight: 'Submitting...' or 'Sending...'. */
  busyLabel: string;
  busy: boolean;
}

/** The submit button: disabled with the busy label while sending (spec 4). */
export function SubmitButton({ label, busyLabel, busy }: Props) {
  return (
    <div css={submitRowCss}>
      <button type="submit" css={buttonPrimary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

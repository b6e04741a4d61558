import { requiredMark, requiredNote } from './form-styles';

/** The legend of the ' *' marks (the inputs themselves carry aria-required or required). */
export function RequiredNote() {
  return (
    <p css={requiredNote}>
      Fields marked <span css={requiredMark}>*</span> are required
    </p>
  );
}

import { splitAt } from '../../forms/words';
import { requiredMark, requiredNote } from './form-styles';

/** The legend of the ' *' marks (the inputs themselves carry aria-required or required): "Fields marked {mark} are required". */
export function RequiredNote({ text }: { text: string }) {
  const [before, after] = splitAt(text, 'mark');
  return (
    <p css={requiredNote}>
      {before}
      <span css={requiredMark}>*</span>
      {after}
    </p>
  );
}

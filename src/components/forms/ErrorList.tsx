import { forwardRef, type MouseEvent } from 'react';
import type { FieldError } from '../../forms/validation';
import { fillWords, type CommonWords } from '../../forms/words';
import { errorBoxCss } from './form-styles';

interface Props {
  errors: readonly FieldError[];
  /** The id of a field's input (or fieldset), for the link that moves focus to it. */
  fieldId: (field: string) => string;
  /** id of the box, also the target of aria-describedby on the form. */
  id: string;
  /** Its heading, in the page's language. */
  words: Pick<CommonWords, 'fixOne' | 'fixMany'>;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  event.preventDefault();
  const target = el instanceof HTMLFieldSetElement ? (el.querySelector('input') ?? el) : el;
  target.focus();
  target.scrollIntoView({ block: 'center' });
}

/**
 * The red box listing every validation error (spec 5: "the errors appear in a list"), each a link
 * to its field. role=alert announces it; the form moves focus here on failure (tabIndex -1).
 */
export const ErrorList = forwardRef<HTMLDivElement, Props>(function ErrorList({ errors, fieldId, id, words }, ref) {
  if (errors.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <div ref={ref} id={id} role="alert" aria-labelledby={headingId} tabIndex={-1} css={errorBoxCss} data-testid="form-errors">
      <h3 id={headingId}>
        {errors.length === 1 ? words.fixOne : fillWords(words.fixMany, { count: errors.length })}
      </h3>
      <ul>
        {errors.map((e) => (
          <li key={`${e.field}-${e.code}`}>
            <a href={`#${fieldId(e.field)}`} onClick={(event) => focusField(event, fieldId(e.field))}>
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

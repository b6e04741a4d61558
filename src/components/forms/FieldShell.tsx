import type { ReactNode } from 'react';
import { fieldCss, fieldErrorCss, fullRow, hintCss, labelCss, requiredMark } from './form-styles';

/**
 * How a field is required: 'native' adds the `required` attribute (the browser checks it on submit),
 * 'aria' only marks it (aria-required; the shared validator checks it). Both show the ' *' mark.
 */
export type RequiredMode = 'native' | 'aria';

export interface FieldCommonProps {
  /** The input's id; the label, hint and error ids derive from it. */
  id: string;
  /** The name posted to the lead service (form-ids.ts). */
  name: string;
  label: string;
  required?: RequiredMode;
  /** The field's error message, if any (inline under the input, linked by aria-describedby). */
  error?: string;
  /** Short help shown under the label. */
  hint?: string;
  /** Span both columns of the two-column layout. */
  wide?: boolean;
  disabled?: boolean;
}

export const errorId = (id: string): string => `${id}-error`;
const hintId = (id: string): string => `${id}-hint`;

/** The aria attributes every control of a field carries. */
export function controlAria({ id, required, error, hint }: Pick<FieldCommonProps, 'id' | 'required' | 'error' | 'hint'>) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
    required: required === 'native' ? true : undefined,
  };
}

/** The visible ' *' after a required field's label (screen readers get aria-required instead). */
export function RequiredMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span css={requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Label, control, hint and inline error of one field. */
export function FieldShell({ id, label, required, error, hint, wide, children }: FieldCommonProps & { children: ReactNode }) {
  return (
    <div css={[fieldCss, wide && fullRow]}>
      <label htmlFor={id} css={labelCss}>
        {label}
        <RequiredMark show={Boolean(required)} />
      </label>
      {hint && (
        <p id={hintId(id)} css={hintCss}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} css={fieldErrorCss}>
          {error}
        </p>
      )}
    </div>
  );
}

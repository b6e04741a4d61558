import { FieldShell, controlAria, type FieldCommonProps } from './FieldShell';
import { textareaCss } from './form-styles';

export interface TextareaProps extends FieldCommonProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line text input. */
export function Textarea({ id, name, label, required, error, hint, wide = true, disabled, value, onChange, maxLength, rows = 4 }: TextareaProps) {
  return (
    <FieldShell id={id} name={name} label={label} required={required} error={error} hint={hint} wide={wide}>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        css={textareaCss}
        {...controlAria({ id, required, error, hint })}
      />
    </FieldShell>
  );
}

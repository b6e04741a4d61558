import type { InputHTMLAttributes } from 'react';
import { FieldShell, controlAria, type FieldCommonProps } from './FieldShell';
import { controlCss } from './form-styles';

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'spellCheck' | 'autoCapitalize'>;

export interface FieldProps extends FieldCommonProps, InputExtras {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled single-line input (text, email, tel or number). */
export function Field({ id, name, label, required, error, hint, wide, disabled, value, onChange, type = 'text', ...input }: FieldProps) {
  return (
    <FieldShell id={id} name={name} label={label} required={required} error={error} hint={hint} wide={wide}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        css={controlCss}
        {...controlAria({ id, required, error, hint })}
        {...input}
      />
    </FieldShell>
  );
}

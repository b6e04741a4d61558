import type { Option } from '../../forms/options';
import { FieldShell, controlAria, type FieldCommonProps } from './FieldShell';
import { selectCss } from './form-styles';

export interface SelectProps extends FieldCommonProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** Label of the empty first choice (value ''), e.g. 'Select a service'. */
  emptyLabel: string;
  autoComplete?: string;
}

/** A labelled select with an empty first choice and the option values of spec 3. */
export function Select({ id, name, label, required, error, hint, wide, disabled, value, onChange, options, emptyLabel, autoComplete = 'off' }: SelectProps) {
  return (
    <FieldShell id={id} name={name} label={label} required={required} error={error} hint={hint} wide={wide}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        css={selectCss}
        {...controlAria({ id, required, error, hint })}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

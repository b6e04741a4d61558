import type { Option } from '../../forms/options';
import { RequiredMark, errorId, type FieldCommonProps } from './FieldShell';
import { checkboxLabelCss, checkboxListCss, fieldErrorCss, fieldsetCss, fullRow, labelCss } from './form-styles';

export interface CheckboxGroupProps extends Omit<FieldCommonProps, 'hint'> {
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly Option[];
}

/** A fieldset of checkboxes sharing one name (posted as repeated keys), e.g. the available days. */
export function CheckboxGroup({ id, name, label, required, error, wide = true, disabled, values, onChange, options }: CheckboxGroupProps) {
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...values, value] : values.filter((v) => v !== value);
    // Keep the order of the options, whatever the order of the clicks.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset
      id={id}
      css={[fieldsetCss, wide && fullRow]}
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={error ? errorId(id) : undefined}
      tabIndex={-1}
    >
      <legend css={labelCss}>
        {label}
        <RequiredMark show={Boolean(required)} />
      </legend>
      <div css={checkboxListCss}>
        {options.map((o) => (
          <label key={o.value} css={checkboxLabelCss} htmlFor={`${id}-${o.value}`}>
            <input
              id={`${id}-${o.value}`}
              type="checkbox"
              name={name}
              value={o.value}
              disabled={disabled}
              checked={values.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId(id)} css={fieldErrorCss}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

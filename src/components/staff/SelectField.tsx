/** A labelled drop-down of the inbox (a filter, a lead's stage): one label, one select, its options. */
import type { CSSProperties } from 'react';
import * as s from './styles';

interface Props<T extends string> {
  id: string;
  label: string;
  value: T | '';
  options: readonly { id: T; label: string }[];
  onChange: (value: T | '') => void;
  /** The first option, meaning "no filter" (its value is ''); none when a choice is required. */
  anyLabel?: string;
  style?: CSSProperties;
}

export function SelectField<T extends string>({ id, label, value, options, onChange, anyLabel, style }: Props<T>) {
  return (
    <div css={s.field} style={style}>
      <label htmlFor={id}>{label}</label>
      <select id={id} css={s.selectCss} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

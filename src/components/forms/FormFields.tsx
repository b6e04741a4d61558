import type { ReactNode } from 'react';
import { listedOptions, type FormChoices } from '../../forms/choices';
import type { FieldDef } from '../../forms/fields';
import type { FormId } from '../../forms/form-ids';
import type { FieldError } from '../../forms/validation';
import { fieldDefs, type FieldOf, type FormValues, type FormValuesOf } from '../../forms/values';
import { fieldWords, labelledOptions, type FormText } from '../../forms/words';
import { CheckboxGroup } from './CheckboxGroup';
import { Field, type FieldProps } from './Field';
import type { RequiredMode } from './FieldShell';
import { Select } from './Select';
import { Textarea } from './Textarea';
import { fieldGrid } from './form-styles';

interface Props<F extends FormId> {
  formId: F;
  /** Prefix of the ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** How the required fields are marked: 'aria' when the shared validator checks them, 'native' for the browser's checks. */
  required: RequiredMode;
  form: {
    values: FormValuesOf<F>;
    setField: (field: FieldOf<F>, value: string | string[]) => void;
    fieldErrors: Partial<Record<string, FieldError>>;
  };
  /** The run-time option lists (the consultation form's trainers). */
  choices?: FormChoices;
  /** Values of the hidden fields, fixed by the page (the service form's `service`). */
  fixed?: Partial<Record<string, string>>;
  /** The form's words in the page's language (content/data/forms.yaml). */
  words: Pick<FormText, 'fields'>;
}

/** The input attributes of a single-line field, from its kind, limits and autocomplete token. */
function inputAttributes(def: FieldDef): Omit<FieldProps, 'id' | 'name' | 'label' | 'value' | 'onChange'> {
  const personName = def.autoComplete === 'name';
  return {
    type: def.kind === 'number' || def.kind === 'email' || def.kind === 'tel' ? def.kind : 'text',
    inputMode: def.kind === 'number' ? 'numeric' : def.kind === 'email' || def.kind === 'tel' ? def.kind : undefined,
    min: def.min,
    max: def.max,
    step: def.kind === 'number' ? 1 : undefined,
    autoComplete: def.autoComplete,
    autoCapitalize: personName ? 'words' : undefined,
    spellCheck: personName || def.kind === 'email' ? false : undefined,
    maxLength: def.maxLength,
  };
}

/**
 * Every field of a form, in the order of the table in src/forms/fields.ts: hidden inputs first,
 * then the two-column grid of labelled controls, each with its inline error.
 */
export function FormFields<F extends FormId>({ formId, idPrefix, required, form, choices, fixed, words }: Props<F>) {
  // The table's names are this form's field names (FieldOf<F> is made from the same table).
  const values: FormValues = form.values;
  const set = (def: FieldDef) => (value: string | string[]) => form.setField(def.name as FieldOf<F>, value);
  const text = (def: FieldDef): string => {
    const v = values[def.name];
    return typeof v === 'string' ? v : '';
  };

  const control = (def: FieldDef): ReactNode => {
    if (def.kind === 'hidden') return null;
    const own = fieldWords(words, def);
    const hint = own.hint ?? undefined;
    const options = () => labelledOptions(listedOptions(def, choices), own);
    const common = {
      id: `${idPrefix}-${def.name}`,
      name: def.name,
      label: own.label,
      error: form.fieldErrors[def.name]?.message,
      required: def.required ? required : undefined,
    };
    switch (def.kind) {
      case 'select':
        return <Select key={def.name} {...common} value={text(def)} onChange={set(def)} options={options()} emptyLabel={own.emptyLabel ?? ''} />;
      case 'textarea':
        return <Textarea key={def.name} {...common} value={text(def)} onChange={set(def)} maxLength={def.maxLength} rows={def.rows} hint={hint} />;
      case 'checkboxes': {
        const v = values[def.name];
        return <CheckboxGroup key={def.name} {...common} values={Array.isArray(v) ? (v as readonly string[]) : []} onChange={set(def)} options={options()} />;
      }
      case 'text':
      case 'email':
      case 'tel':
      case 'number':
        return <Field key={def.name} {...common} value={text(def)} onChange={set(def)} hint={hint} wide={def.wide} {...inputAttributes(def)} />;
      default: {
        const unknown: never = def.kind;
        throw new Error(`Field "${def.name}" has a kind the form does not know: ${String(unknown)}`);
      }
    }
  };

  const defs = fieldDefs(formId);
  return (
    <>
      {defs
        .filter((def) => def.kind === 'hidden')
        .map((def) => (
          <input key={def.name} type="hidden" name={def.name} value={fixed?.[def.name] ?? text(def)} />
        ))}
      <div css={fieldGrid}>{defs.map(control)}</div>
    </>
  );
}

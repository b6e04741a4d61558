/** What the table of fields.ts implies for the values of a form: their names, their types, empty values. */
import { FORMS, type FieldDef } from './fields';
import type { FormId } from './form-ids';

/** The field definitions of one form, with their literal names and kinds. */
type FieldsOf<F extends FormId> = (typeof FORMS)[F]['fields'][number];
export type FieldOf<F extends FormId> = FieldsOf<F>['name'];

/** The values of one form as the browser holds them: text for every field, a list for checkboxes. */
export type FormValuesOf<F extends FormId> = {
  [D in FieldsOf<F> as D['name']]: D['kind'] extends 'checkboxes' ? string[] : string;
};

/** Loosely typed values (what a validator accepts: missing fields count as empty). */
export type FormValues = Partial<Record<string, string | readonly string[]>>;

/** The fields of a form, in order. */
export function fieldDefs(formId: FormId): readonly FieldDef[] {
  return FORMS[formId].fields;
}

/** The field names of a form, in order. */
export function fieldNames<F extends FormId>(formId: F): FieldOf<F>[] {
  return fieldDefs(formId).map((d) => d.name as FieldOf<F>);
}

/** Fields that hold several values (checkboxes): arrays in JSON, repeated keys when url-encoded. */
export function isMultiValue(def: FieldDef): boolean {
  return def.kind === 'checkboxes';
}

/** Empty values for a form: what the browser starts with and resets to after a successful send. */
export function emptyValues<F extends FormId>(formId: F): FormValuesOf<F> {
  const out: Record<string, string | string[]> = {};
  for (const def of fieldDefs(formId)) out[def.name] = isMultiValue(def) ? [] : '';
  return out as FormValuesOf<F>;
}

/**
 * What a form's fields hold in the page. A form whose code comes after its HTML (on approach, or a slow
 * start) may already have been typed into: React 18 keeps those values in the fields when it takes the
 * form over, but its state starts empty, so the form reads them once when it starts (useFormSubmit).
 */
import type { FormId } from '../../forms/form-ids';
import { fieldDefs, isMultiValue, type FieldOf, type FormValuesOf } from '../../forms/values';

/** The fields of the form (by the table of fields.ts) that hold something, with what they hold. */
export function typedValues<F extends FormId>(form: HTMLFormElement, formId: F): Partial<FormValuesOf<F>> {
  const out: Partial<Record<FieldOf<F>, string | string[]>> = {};
  for (const def of fieldDefs(formId)) {
    if (def.kind === 'hidden') continue; // set by the page, never typed
    const name = def.name as FieldOf<F>;
    const inputs = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${def.name}"]`)];
    if (isMultiValue(def)) {
      const checked = inputs.filter((i) => i instanceof HTMLInputElement && i.checked).map((i) => i.value);
      if (checked.length > 0) out[name] = checked;
    } else if (inputs.length === 1 && inputs[0].value !== '') {
      out[name] = inputs[0].value;
    }
  }
  return out as Partial<FormValuesOf<F>>;
}

/** Reads a rendered form back into a plain description of its controls, to compare two renderings. */

export interface Control {
  name: string;
  /** 'input:text', 'input:number', 'select', 'textarea', 'checkboxes' or 'hidden'. */
  control: string;
  label: string;
  required: boolean;
  /** [value, label] of each option after the empty first choice, or of each checkbox. */
  options?: [string, string][];
  /** The label of a select's empty first choice. */
  emptyLabel?: string;
  hint?: string;
  maxLength?: string;
  min?: string;
  max?: string;
  rows?: string;
  inputMode?: string;
  autoComplete?: string;
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s*\*\s*$/, '').trim();

function attributes(el: Element, names: Record<string, string>): Partial<Control> {
  const out: Record<string, string> = {};
  for (const [key, attr] of Object.entries(names)) {
    const v = el.getAttribute(attr);
    if (v !== null) out[key] = v;
  }
  return out;
}

function hintOf(doc: Document, el: Element): Partial<Control> {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-hint'));
  return ids.length > 0 ? { hint: ids.map((id) => text(doc.getElementById(id))).join(' ') } : {};
}

/** The meta fields every form carries besides the table's fields: the honeypot and the page's language. */
const META_FIELDS: readonly string[] = ['_gotcha', '_language'];

/** Every named control of the form except the meta fields, in document order; checkboxes sharing a name as one. */
export function describeControls(form: Element): Control[] {
  const doc = form.ownerDocument;
  const out: Control[] = [];
  const seen = new Set<string>();
  for (const el of Array.from(form.querySelectorAll('input, select, textarea'))) {
    const name = el.getAttribute('name');
    if (!name || META_FIELDS.includes(name) || seen.has(name)) continue;
    seen.add(name);
    const required = el.getAttribute('aria-required') === 'true' || el.hasAttribute('required');
    const type = el.getAttribute('type') ?? 'text';
    if (el.tagName === 'INPUT' && type === 'hidden') {
      out.push({ name, control: 'hidden', label: '', required });
    } else if (el.tagName === 'INPUT' && type === 'checkbox') {
      const fieldset = el.closest('fieldset');
      const boxes = Array.from(form.querySelectorAll(`input[type="checkbox"][name="${name}"]`));
      const options = boxes.map((b): [string, string] => [b.getAttribute('value') ?? '', text(b.closest('label'))]);
      out.push({ name, control: 'checkboxes', label: text(fieldset?.querySelector('legend')), required, options });
    } else {
      const label = text(doc.querySelector(`label[for="${el.id}"]`));
      const common = { name, label, required, ...hintOf(doc, el) };
      if (el.tagName === 'SELECT') {
        const all = Array.from(el.querySelectorAll('option'));
        const options = all.slice(1).map((o): [string, string] => [o.getAttribute('value') ?? '', text(o)]);
        out.push({ ...common, control: 'select', emptyLabel: text(all[0]), options });
      } else if (el.tagName === 'TEXTAREA') {
        out.push({ ...common, control: 'textarea', ...attributes(el, { maxLength: 'maxlength', rows: 'rows', autoComplete: 'autocomplete' }) });
      } else {
        out.push({
          ...common,
          control: `input:${type}`,
          ...attributes(el, { maxLength: 'maxlength', min: 'min', max: 'max', inputMode: 'inputmode', autoComplete: 'autocomplete' }),
        });
      }
    }
  }
  return out;
}

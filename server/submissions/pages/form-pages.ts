/**
 * The submissions' own pages, for a form posted without JavaScript: the thank-you page, the form
 * returned with the visitor's values and errors (every field of the table in src/forms/fields.ts, as
 * the React form shows it), and a problem that is no field's. In the service's page shell
 * (http/html.ts), in the language of the page the form was sent from.
 */
import { HONEYPOT_FIELD, LANGUAGE_FIELD, fieldDefs, fieldWords, fillWords, isFormId, labelledOptions, listedOptions, splitAt, type FieldDef, type FormChoices, type FormId, type FormText, type FormsWords } from '../../../src/forms';
import type { FieldError } from '../../../src/forms';
import { SOURCE_LANGUAGE, type LanguageCode } from '../../../src/content/languages';
import { formWords } from '../../form-words';
import { GYM_EMAIL, escapeHtml, servicePage } from '../../http/html';

/** Confirmation after a successful post (target of the 303 redirect), in the language of the page it came from. */
export function thankYouPage(formId: string | undefined, language: LanguageCode = SOURCE_LANGUAGE): string {
  const words = formWords()[language];
  const text = isFormId(formId) ? words[formId] : null;
  const title = text?.successTitle ?? words.noScript.thankYouTitle;
  const body = text?.successText ?? words.noScript.thankYouText;
  return servicePage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="ls-lead">${escapeHtml(body)}</p>
<p><a class="ls-button" href="/">${escapeHtml(words.noScript.backHome)}</a></p>`,
    language,
  );
}

function fieldId(def: FieldDef): string {
  return `field-${def.name}`;
}

function attr(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;
}

/** One field of the table (src/forms/fields.ts), as the React form shows it, without script, in the words' language. */
function renderField(def: FieldDef, value: string | readonly string[] | undefined, error: FieldError | undefined, choices: FormChoices, form: FormText): string {
  const id = fieldId(def);
  const words = fieldWords(form, def);
  const hint = words.hint ?? undefined;
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const str = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : '';
  const errorHtml = error ? `<p class="ls-field-error" id="${errId}">${escapeHtml(error.message)}</p>` : '';
  const hintHtml = hint ? `<p class="ls-hint" id="${hintId}">${escapeHtml(hint)}</p>` : '';
  const describedBy = [hint ? hintId : '', error ? errId : ''].filter(Boolean).join(' ');
  const described = (describedBy ? ` aria-describedby="${describedBy}"` : '') + (error ? ' aria-invalid="true"' : '');
  const req = def.required ? ' required aria-required="true"' : '';
  const marker = def.required ? ' <span class="ls-required" aria-hidden="true">*</span>' : '';
  const label = `<label for="${id}">${escapeHtml(words.label)}${marker}</label>`;
  const options = () => labelledOptions(listedOptions(def, choices), words);
  const max = attr('maxlength', def.maxLength);
  const auto = attr('autocomplete', def.autoComplete);
  switch (def.kind) {
    case 'hidden':
      return `<input type="hidden" name="${def.name}" value="${escapeHtml(str)}">`;
    case 'textarea':
      return `<div class="ls-field">${label}${hintHtml}${errorHtml}<textarea id="${id}" name="${def.name}"${attr('rows', def.rows)}${max}${req}${described}${auto}>${escapeHtml(str)}</textarea></div>`;
    case 'select': {
      const list = options()
        .map((o) => `<option value="${escapeHtml(o.value)}"${o.value === str ? ' selected' : ''}>${escapeHtml(o.label)}</option>`)
        .join('');
      return `<div class="ls-field">${label}${hintHtml}${errorHtml}<select id="${id}" name="${def.name}"${req}${described}><option value="">${escapeHtml(words.emptyLabel ?? '')}</option>${list}</select></div>`;
    }
    case 'checkboxes': {
      const chosen = new Set(Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);
      const boxes = options()
        .map(
          (o, i) =>
            `<label class="ls-check" for="${id}-${i}"><input type="checkbox" id="${id}-${i}" name="${def.name}" value="${escapeHtml(o.value)}"${chosen.has(o.value) ? ' checked' : ''}> ${escapeHtml(o.label)}</label>`,
        )
        .join('');
      return `<fieldset class="ls-field ls-fieldset"${described}><legend>${escapeHtml(words.label)}</legend>${hintHtml}${errorHtml}<div class="ls-checks">${boxes}</div></fieldset>`;
    }
    case 'text':
    case 'email':
    case 'tel':
    case 'number': {
      const range = def.kind === 'number' ? `${attr('min', def.min)}${attr('max', def.max)} inputmode="numeric"` : '';
      const mode = def.kind === 'tel' ? ' inputmode="tel"' : def.kind === 'email' ? ' inputmode="email"' : '';
      return `<div class="ls-field">${label}${hintHtml}${errorHtml}<input type="${def.kind}" id="${id}" name="${def.name}" value="${escapeHtml(str)}"${max}${range}${mode}${req}${described}${auto}></div>`;
    }
    default: {
      const unknown: never = def.kind;
      throw new Error(`Field "${def.name}" has a kind the no-JavaScript form does not know: ${String(unknown)}`);
    }
  }
}

/**
 * The form again with the visitor's values and the errors: an error summary that links to each
 * field (focused on load), messages tied to the inputs with aria-describedby; the page's language
 * in a hidden input, so the form sent again keeps it.
 */
export function formErrorsPage(
  formId: FormId,
  values: Record<string, string | readonly string[] | undefined>,
  errors: readonly FieldError[],
  choices: FormChoices,
  language: LanguageCode = SOURCE_LANGUAGE,
): string {
  const all: FormsWords = formWords()[language];
  const words = all[formId];
  const defs = fieldDefs(formId);
  const byField = new Map<string, FieldError>();
  for (const e of errors) if (!byField.has(e.field)) byField.set(e.field, e);
  const summaryItems = errors
    .map((e) => {
      const def = defs.find((d) => d.name === e.field);
      const target = def && def.kind !== 'hidden' ? (def.kind === 'checkboxes' ? `${fieldId(def)}-0` : fieldId(def)) : null;
      return target ? `<li><a href="#${target}">${escapeHtml(e.message)}</a></li>` : `<li>${escapeHtml(e.message)}</li>`;
    })
    .join('\n');
  const fields = defs.map((d) => renderField(d, values[d.name], byField.get(d.name), choices, words)).join('\n');
  return servicePage(
    fillWords(all.noScript.pageTitle, { form: words.title }),
    `<h1>${escapeHtml(words.title)}</h1>
<div class="ls-errors" role="alert" id="form-errors" tabindex="-1" autofocus>
<h2>${escapeHtml(all.noScript.errorsHeading)}</h2>
<ul>
${summaryItems}
</ul>
</div>
<form class="ls-form" method="post" action="/f/${formId}" novalidate>
<p class="ls-note">${requiredNoteHtml(all)}</p>
${fields}
<input type="hidden" name="${LANGUAGE_FIELD}" value="${language}">
<div class="ls-honeypot" aria-hidden="true"><label for="field-gotcha">${escapeHtml(all.common.honeypotLabel)}</label><input type="text" id="field-gotcha" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<button class="ls-button" type="submit">${escapeHtml(all.noScript.sendAgain)}</button>
</form>`,
    language,
  );
}

/** "Fields marked * are required.", the mark read out by screen readers as words ("with an asterisk"). */
function requiredNoteHtml(words: FormsWords): string {
  const [before, after] = splitAt(words.noScript.requiredNote, 'mark');
  const mark = `<span class="ls-required" aria-hidden="true">*</span><span class="ls-visually-hidden">${escapeHtml(words.noScript.asterisk)}</span>`;
  return `${escapeHtml(before)}${mark}${escapeHtml(after)}`;
}

/** A non-field problem (too large, too many requests, storage down) for a browser without JavaScript. */
export function problemPage(title: string, message: string): string {
  return servicePage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="ls-lead" role="alert">${escapeHtml(message)}</p>
<p>You can go back, check your answers and send the form again, or reach us directly at <a href="mailto:${GYM_EMAIL}">${GYM_EMAIL}</a>.</p>
<p><a class="ls-button" href="/">Back to the home page</a></p>`,
  );
}

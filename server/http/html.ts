/**
 * The lead service's own pages, for browsers without JavaScript: the thank-you page, the form
 * returned with the visitor's values and errors, and the site-not-built notice. Plain, valid,
 * accessible HTML with one stylesheet (/lead-service.css), no script, every value escaped.
 */
import { FORM_TEXT, HONEYPOT_FIELD, LANGUAGE_FIELD, fieldDefs, isFormId, listedOptions, type FieldDef, type FormChoices, type FormId } from '../../src/forms';
import type { FieldError } from '../../src/forms';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { BusinessInfo } from '../../src/content/content-schema';
import { telHref } from '../../src/content/facts';
import { SOURCE_LANGUAGE, type LanguageCode } from '../../src/content/languages';
import { CONTENT_DATA_DIR } from '../paths';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The gym's name and contact details, from the one place they are kept: content/data/business-info.yaml. */
const info = parseYaml(fs.readFileSync(path.join(CONTENT_DATA_DIR, 'business-info.yaml'), 'utf8')) as Pick<BusinessInfo, 'name' | 'email' | 'phone'>;
const BRAND = info.name;
export const GYM_EMAIL = info.email;
const GYM_PHONE = info.phone;

const FORM_TITLES: Record<FormId, string> = {
  consultation: 'Book your free consultation',
  contact: 'Send us a message',
  service: 'Request a consultation',
};

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${BRAND}</title>
<link rel="stylesheet" href="/lead-service.css">
</head>
<body>
<a class="ls-skip" href="#main">Skip to content</a>
<header class="ls-header"><a class="ls-brand" href="/">${BRAND}</a></header>
<main id="main" class="ls-main">
${main}
</main>
<footer class="ls-footer"><p>Questions? Call <a href="${telHref(GYM_PHONE)}">${GYM_PHONE}</a> or email <a href="mailto:${GYM_EMAIL}">${GYM_EMAIL}</a>.</p></footer>
</body>
</html>
`;
}

/** Confirmation after a successful post (target of the 303 redirect). */
export function thankYouPage(formId: string | undefined): string {
  const text = isFormId(formId) ? FORM_TEXT[formId] : null;
  const title = text?.successTitle ?? 'Thank you!';
  const body = text?.successText ?? "We'll get back to you within 24 hours.";
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="ls-lead">${escapeHtml(body)}</p>
<p><a class="ls-button" href="/">Back to the home page</a></p>`,
  );
}

/** The site's answer to an address of the lead inbox: the inbox has an address of its own (staff/origin.ts). */
export function inboxElsewherePage(target: string): string {
  const href = escapeHtml(target);
  return page(
    'Lead inbox',
    `<h1>The lead inbox has an address of its own</h1>
<p class="ls-lead">For the gym's staff: the lead inbox is at <a href="${href}">${href}</a>.</p>
<p><a class="ls-button" href="/">Back to the home page</a></p>`,
  );
}

function fieldId(def: FieldDef): string {
  return `field-${def.name}`;
}

function attr(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;
}

/** One field of the table (src/forms/fields.ts), as the React form shows it, without script. */
function renderField(def: FieldDef, value: string | readonly string[] | undefined, error: FieldError | undefined, choices: FormChoices): string {
  const id = fieldId(def);
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const str = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : '';
  const errorHtml = error ? `<p class="ls-field-error" id="${errId}">${escapeHtml(error.message)}</p>` : '';
  const hintHtml = def.hint ? `<p class="ls-hint" id="${hintId}">${escapeHtml(def.hint)}</p>` : '';
  const describedBy = [def.hint ? hintId : '', error ? errId : ''].filter(Boolean).join(' ');
  const described = (describedBy ? ` aria-describedby="${describedBy}"` : '') + (error ? ' aria-invalid="true"' : '');
  const req = def.required ? ' required aria-required="true"' : '';
  const marker = def.required ? ' <span class="ls-required" aria-hidden="true">*</span>' : '';
  const label = `<label for="${id}">${escapeHtml(def.label)}${marker}</label>`;
  const max = attr('maxlength', def.maxLength);
  const auto = attr('autocomplete', def.autoComplete);
  switch (def.kind) {
    case 'hidden':
      return `<input type="hidden" name="${def.name}" value="${escapeHtml(str)}">`;
    case 'textarea':
      return `<div class="ls-field">${label}${hintHtml}${errorHtml}<textarea id="${id}" name="${def.name}"${attr('rows', def.rows)}${max}${req}${described}${auto}>${escapeHtml(str)}</textarea></div>`;
    case 'select': {
      const options = listedOptions(def, choices)
        .map((o) => `<option value="${escapeHtml(o.value)}"${o.value === str ? ' selected' : ''}>${escapeHtml(o.label)}</option>`)
        .join('');
      return `<div class="ls-field">${label}${hintHtml}${errorHtml}<select id="${id}" name="${def.name}"${req}${described}><option value="">${escapeHtml(def.emptyLabel ?? '')}</option>${options}</select></div>`;
    }
    case 'checkboxes': {
      const chosen = new Set(Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);
      const boxes = listedOptions(def, choices)
        .map(
          (o, i) =>
            `<label class="ls-check" for="${id}-${i}"><input type="checkbox" id="${id}-${i}" name="${def.name}" value="${escapeHtml(o.value)}"${chosen.has(o.value) ? ' checked' : ''}> ${escapeHtml(o.label)}</label>`,
        )
        .join('');
      return `<fieldset class="ls-field ls-fieldset"${described}><legend>${escapeHtml(def.label)}</legend>${hintHtml}${errorHtml}<div class="ls-checks">${boxes}</div></fieldset>`;
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
  const title = FORM_TITLES[formId];
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
  const fields = defs.map((d) => renderField(d, values[d.name], byField.get(d.name), choices)).join('\n');
  return page(
    `Please check the form: ${title}`,
    `<h1>${escapeHtml(title)}</h1>
<div class="ls-errors" role="alert" id="form-errors" tabindex="-1" autofocus>
<h2>Please correct the following</h2>
<ul>
${summaryItems}
</ul>
</div>
<form class="ls-form" method="post" action="/f/${formId}" novalidate>
<p class="ls-note">Fields marked <span class="ls-required" aria-hidden="true">*</span><span class="ls-visually-hidden">with an asterisk</span> are required.</p>
${fields}
<input type="hidden" name="${LANGUAGE_FIELD}" value="${language}">
<div class="ls-honeypot" aria-hidden="true"><label for="field-gotcha">Leave this field empty</label><input type="text" id="field-gotcha" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<button class="ls-button" type="submit">Send again</button>
</form>`,
  );
}

/** A non-field problem (too large, too many requests, storage down) for a browser without JavaScript. */
export function problemPage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="ls-lead" role="alert">${escapeHtml(message)}</p>
<p>You can go back, check your answers and send the form again, or reach us directly at <a href="mailto:${GYM_EMAIL}">${GYM_EMAIL}</a>.</p>
<p><a class="ls-button" href="/">Back to the home page</a></p>`,
  );
}

export function siteNotBuiltPage(publicDir: string): string {
  return page(
    'Site not built yet',
    `<h1>The site has not been built yet</h1>
<p class="ls-lead">The lead service is running, but there is no production build in <code>${escapeHtml(publicDir)}</code>.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds and then serves), then restart the service.</p>`,
  );
}

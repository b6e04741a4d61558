/**
 * The forms the site sends and the lead service accepts (POST /f/{formId}). Their fields are
 * described once, in fields.ts.
 */

export const FORM_IDS = ['consultation', 'contact', 'service'] as const;
export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

/** The honeypot field (Formspree's name): a hidden input people never fill and bots do. */
export const HONEYPOT_FIELD = '_gotcha';

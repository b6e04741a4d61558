/**
 * Where each form posts (JSON from the browser, url-encoded without JavaScript). Set at build time
 * with GATSBY_*_FORM_URL to switch to a hosted provider; by default the lead service's /f/{formId}
 * on the site's own origin (server/README.md). Each `process.env.GATSBY_…` is written out in full
 * so Gatsby can inline it.
 */
import type { FormId } from '../../forms/form-ids';

const FORM_URLS: Record<FormId, string> = {
  consultation: process.env.GATSBY_CONSULTATION_FORM_URL || '/f/consultation',
  contact: process.env.GATSBY_CONTACT_FORM_URL || '/f/contact',
  service: process.env.GATSBY_SERVICE_FORM_URL || '/f/service',
};

export function formUrl(formId: FormId): string {
  return FORM_URLS[formId];
}

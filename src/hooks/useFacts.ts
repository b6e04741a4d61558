import { factsOfContent, type FactSources, type Facts } from '../content/facts';
import { present } from '../lib/query-data';
import { faqJsonLd, type JsonLd } from '../lib/structured-data';
import { useSiteContent } from './useSiteContent';

const NO_INFO: FactSources['info'] = { phone: '', email: '', address: '', city: '', province: '', postal_code: '', business_hours: '' };

/** The facts placeholders stand for ({phone}, {price:regular-hours}, …), from the records the build used. */
export function useFacts(): Facts {
  const data = useSiteContent();
  return factsOfContent({
    'business-info.yaml': data.contentBusinessInfo ?? NO_INFO,
    'settings.yaml': present(data.contentSettings, 'content/data/settings.yaml'),
    'plans.yaml': present(data.contentPlans, 'content/data/plans.yaml'),
  });
}

/** A page's FAQPage structured data: its answers with {phone} and {email} filled as plain text. */
export function useFaqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return faqJsonLd(items, useFacts());
}

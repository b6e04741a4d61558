import { factsOfContent, type FactSources, type Facts } from '../content/facts';
import { present } from '../lib/query-data';
import { faqJsonLd, type JsonLd } from '../lib/structured-data';
import { useContext } from 'react';
import { PageDataContext } from './usePageData';
import { siteContentOf, useSiteFacts } from './useSiteContent';

const NO_INFO: FactSources['info'] = { phone: '', email: '', address: '', city: '', province: '', postal_code: '', business_hours: '' };

/**
 * The facts placeholders stand for ({phone}, {price:regular-hours}, …), from the records the build used, in
 * the page's language. A Head, rendered outside the page, passes its page's `data`.
 */
export function useFacts(pageData?: unknown): Facts {
  const fromPage = useContext(PageDataContext)?.data;
  const data = siteContentOf(useSiteFacts(), pageData ?? fromPage);
  return factsOfContent({
    'business-info.yaml': data.contentBusinessInfo ?? NO_INFO,
    'settings.yaml': present(data.contentSettings, 'content/data/settings.yaml'),
    'plans.yaml': present(data.contentPlans, 'content/data/plans.yaml'),
  });
}

/** A page's FAQPage structured data: its answers with {phone} and {email} filled as plain text (a Head passes its `data`). */
export function useFaqJsonLd(items: readonly { question: string; answer: string }[], pageData: unknown): JsonLd {
  return faqJsonLd(items, useFacts(pageData));
}

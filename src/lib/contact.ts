import type { BusinessInfo } from '../content/content-schema';
import { telHref } from '../content/facts';
import type { ReadonlyDeep } from './query-data';

export interface ContactFacts {
  name: string;
  phone: string;
  /** tel: URI in E.164 form. */
  phoneHref: string;
  email: string;
  addressLine: string;
  /** One-line full address. */
  fullAddress: string;
  hours: string;
}

export function contactFacts(info: ReadonlyDeep<BusinessInfo> | null): ContactFacts {
  if (!info) {
    return { name: '', phone: '', phoneHref: '', email: '', addressLine: '', fullAddress: '', hours: '' };
  }
  return {
    name: info.name,
    phone: info.phone,
    phoneHref: telHref(info.phone),
    email: info.email,
    addressLine: info.address,
    fullAddress: `${info.address}, ${info.city}, ${info.province} ${info.postal_code}`,
    hours: info.business_hours,
  };
}

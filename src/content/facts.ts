/**
 * The gym's facts that prose refers to through placeholders (`{phone}`, `{price:regular-hours}`),
 * each read from the one record that holds it:
 *
 * - business-info.yaml (or the business_info row in Supabase): phone, email, address, hours, postal code;
 * - settings.yaml: the promo code, the countdown date and the regular opening hours;
 * - plans.yaml: each plan's price and original price, by the plan's `id`.
 *
 * Pure and locale-independent (no Intl), so the build, the server render and the browser print the
 * same text. Used by src/content/placeholders.ts (filling and checking) and the useFacts hook.
 */
import { formatPrice } from './format';

/** A North American phone number as a link: 604-555-0142 -> tel:+16045550142. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

export interface FactSources {
  info: { phone: string; email: string; address: string; city: string; province: string; postal_code: string; business_hours: string };
  promoCode: string;
  /** ISO 8601 with the gym's UTC offset (settings.countdown.target). */
  countdownTarget: string;
  regularHours: { opens: string; closes: string };
  /** Hours of a pass that has its own, by the plan's id. */
  passHours?: readonly { id: string; opens: string; closes: string }[];
  plans: readonly { id: string; price: number; originalPrice: number | null }[];
}

/** Placeholder key (the text between the braces) to the text it stands for. */
export type Facts = Readonly<Record<string, string>>;

/** A placeholder the writer can use, with what it stands for (listed in the README and in check messages). */
export interface FactDoc {
  placeholder: string;
  /** The MDX component that writes the same fact in a blog post. */
  component: string;
  meaning: string;
}

/** Facts that are not per plan, in the order the README lists them. */
export const FACT_DOCS: readonly FactDoc[] = [
  { placeholder: '{phone}', component: '<Phone />', meaning: 'business-info.yaml `phone`; a tel: link in FAQ answers, the booking note and blog posts' },
  { placeholder: '{email}', component: '<Email />', meaning: 'business-info.yaml `email`; a mailto: link in FAQ answers, the booking note and blog posts' },
  { placeholder: '{address}', component: '<Address />', meaning: 'business-info.yaml `address`: "7488 Scott Road (120 Street)"' },
  { placeholder: '{street}', component: '<Street />', meaning: 'the address without the part in brackets: "7488 Scott Road"' },
  { placeholder: '{fullAddress}', component: '<FullAddress />', meaning: 'address, city, province and postal code on one line' },
  { placeholder: '{postalCode}', component: '<PostalCode />', meaning: 'business-info.yaml `postal_code`' },
  { placeholder: '{hours}', component: '<Hours />', meaning: 'business-info.yaml `business_hours`: "24/7 Access"' },
  { placeholder: '{opens}', component: '<Opens />', meaning: 'settings.yaml `regularHours.opens`: "5:30am"' },
  { placeholder: '{closes}', component: '<Closes />', meaning: 'settings.yaml `regularHours.closes`: "10pm"' },
  { placeholder: '{promoCode}', component: '<PromoCode />', meaning: 'settings.yaml `promo.code`' },
  { placeholder: '{countdownDate}', component: '<CountdownDate />', meaning: 'the day of settings.yaml `countdown.target`: "January 14, 2026"' },
  { placeholder: '{price:PLAN}', component: '<Price plan="PLAN" />', meaning: 'the `price` of the plan whose `id` in plans.yaml is PLAN: `{price:regular-hours}` is "$14.99"' },
  { placeholder: '{originalPrice:PLAN}', component: '<OriginalPrice plan="PLAN" />', meaning: "that plan's `originalPrice` (the struck-through one)" },
];

/** Placeholders that become links where the page can make them (see linkedText in content-schema). */
export const LINK_FACTS = ['phone', 'email'] as const;
export type LinkFact = (typeof LINK_FACTS)[number];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-01-14T23:59:59-08:00" -> "January 14, 2026": the calendar day in the offset the target is written in. */
export function formatCountdownDate(target: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(target);
  if (!m) return target;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

/** The address without a trailing part in brackets: "7488 Scott Road (120 Street)" -> "7488 Scott Road". */
export function streetOf(address: string): string {
  return address.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** Every placeholder key and its text. */
export function factsOf(s: FactSources): Facts {
  const facts: Record<string, string> = {
    phone: s.info.phone,
    email: s.info.email,
    address: s.info.address,
    street: streetOf(s.info.address),
    fullAddress: `${s.info.address}, ${s.info.city}, ${s.info.province} ${s.info.postal_code}`,
    postalCode: s.info.postal_code,
    hours: s.info.business_hours,
    opens: s.regularHours.opens,
    closes: s.regularHours.closes,
    promoCode: s.promoCode,
    countdownDate: formatCountdownDate(s.countdownTarget),
  };
  for (const h of s.passHours ?? []) {
    facts[`opens:${h.id}`] = h.opens;
    facts[`closes:${h.id}`] = h.closes;
  }
  for (const p of s.plans) {
    facts[`price:${p.id}`] = formatPrice(p.price);
    if (p.originalPrice !== null) facts[`originalPrice:${p.id}`] = formatPrice(p.originalPrice);
  }
  return facts;
}

/** The facts of the content files (settings, plans and business info). */
export function factsOfContent(data: {
  'business-info.yaml': FactSources['info'];
  'settings.yaml': { promo: { code: string }; countdown: { target: string }; regularHours: { opens: string; closes: string }; passHours?: FactSources['passHours'] };
  'plans.yaml': { tabs: readonly { plans: FactSources['plans'] }[] };
}): Facts {
  const settings = data['settings.yaml'];
  return factsOf({
    info: data['business-info.yaml'],
    promoCode: settings.promo.code,
    countdownTarget: settings.countdown.target,
    regularHours: settings.regularHours,
    passHours: settings.passHours,
    plans: data['plans.yaml'].tabs.flatMap((t) => t.plans),
  });
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fact typed out instead of written as its placeholder. */
export interface LiteralRule {
  placeholder: string;
  pattern: RegExp;
}

/**
 * Amounts the check looks for: a price with cents or of $100 and more, an original price with cents.
 * Whole amounts below that ("$5", "$15") and whole original prices ("$150") also stand for other
 * things (an upgrade fee, a coaching package), so finding them typed out proves nothing.
 */
function distinctivePrice(key: string, text: string): boolean {
  return /[.]/.test(text) || (key.startsWith('price:') && /^\$\d{1,3}(,\d{3})*$/.test(text) && !/^\$\d{1,2}$/.test(text));
}

/**
 * How each fact looks when typed out: the phone number with any separators, the email in any case,
 * the address and its street, the regular-hours window ("5:30am-10pm", "5:30am to 10pm"), the promo
 * code, the countdown date, the postal code, and the prices distinctivePrice accepts.
 */
export function literalRules(facts: Facts): LiteralRule[] {
  const rules: LiteralRule[] = [];
  const add = (placeholder: string, source: string, flags = 'g'): void => {
    rules.push({ placeholder, pattern: new RegExp(source, flags) });
  };
  const digits = facts.phone.replace(/\D/g, '');
  if (digits.length === 10) {
    const sep = '[\\s.()-]*';
    add('{phone}', `(?<!\\d)\\(?${digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}(?!\\d)`);
  } else if (facts.phone) add('{phone}', escapeRe(facts.phone));
  if (facts.email) add('{email}', escapeRe(facts.email), 'gi');
  if (facts.address) add('{address}', escapeRe(facts.address), 'gi');
  if (facts.street && facts.street !== facts.address) add('{street}', `${escapeRe(facts.street)}(?![\\w])`, 'gi');
  if (facts.postalCode) add('{postalCode}', escapeRe(facts.postalCode).replace(/\\? /g, '\\s?'), 'gi');
  if (facts.hours) add('{hours}', escapeRe(facts.hours));
  if (facts.opens && facts.closes) {
    add('{opens}-{closes}', `(?<![\\w:])${escapeRe(facts.opens)}\\s*(?:-|–|to)\\s*${escapeRe(facts.closes)}(?![\\w:])`, 'gi');
  }
  for (const key of Object.keys(facts).filter((k) => k.startsWith('opens:'))) {
    const id = key.slice('opens:'.length);
    const closes = facts[`closes:${id}`];
    if (closes) add(`{opens:${id}}-{closes:${id}}`, `(?<![\\w:])${escapeRe(facts[key])}\\s*(?:-|–|to)\\s*${escapeRe(closes)}(?![\\w:])`, 'gi');
  }
  if (facts.promoCode) add('{promoCode}', escapeRe(facts.promoCode));
  if (facts.countdownDate) add('{countdownDate}', escapeRe(facts.countdownDate));
  // One rule per amount: two plans may share a price, and either placeholder is a fine suggestion.
  const amounts = new Set<string>();
  for (const [key, value] of Object.entries(facts)) {
    if (/^(price|originalPrice):/.test(key) && distinctivePrice(key, value) && !amounts.has(value)) {
      amounts.add(value);
      add(`{${key}}`, `${escapeRe(value)}(?![.,]?\\d)`);
    }
  }
  return rules;
}

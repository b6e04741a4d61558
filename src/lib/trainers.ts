/**
 * Text and links of a trainer card (spec 2.9), as pure functions: the experience line, the phone
 * link, the Instagram handle and the 'Book a Free Session' link to the consultation form, which
 * pre-selects the trainer from the `trainer` query parameter.
 */
import { telHref } from '../content/facts';
import { fillSlots } from './rich-text';
import { route } from './routes';

/** The phone value of trainers who take enquiries through Instagram only. */
export const INSTAGRAM_ONLY_PHONE = 'Contact via Instagram';

/** The experience line's words in the page's language (trainers.yaml card): '{years} Years' and 'N/A'. */
export interface ExperienceWords {
  years: string;
  noExperience: string;
}

/**
 * The experience line: '8 Years' for a number of years, 'N/A' otherwise. The content field is a
 * whole number or 'N/A' (GraphQL hands it over as JSON, so anything else is treated as 'N/A').
 */
export function experienceText(years: unknown, words: ExperienceWords): string {
  if (typeof years === 'number' && Number.isInteger(years) && years > 0) return fillSlots(words.years, { years });
  return words.noExperience;
}

/** The first name of a full name: 'Jaspreet Gill' -> 'Jaspreet'. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The label of a card's booking button: `words` ('Book a Free Session with {name}') with the first name. */
export function bookingLabel(fullName: string, words: string): string {
  return fillSlots(words, { name: firstName(fullName) });
}

/** The consultation page's query parameter that pre-selects a trainer. */
const TRAINER_PARAM = 'trainer';

/** '/consultation?trainer=Jaspreet%20Gill': the consultation page with this trainer pre-selected. */
export function bookingHref(fullName: string): string {
  const consultation = route('consultation');
  return `${consultation.alias ?? consultation.path}?${TRAINER_PARAM}=${encodeURIComponent(fullName.trim())}`;
}

/** A tel: link for a phone number, or null when the trainer is reached on Instagram instead. */
export function trainerPhoneHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 && /^[\d\s()+.-]+$/.test(phone.trim()) ? telHref(phone) : null;
}

/** '@jaspreetgill.forge24' from 'https://www.instagram.com/jaspreetgill.forge24/'. */
export function instagramHandle(url: string): string {
  const m = /instagram\.com\/([^/?#]+)/i.exec(url);
  return m?.[1] ? `@${m[1]}` : url;
}

/** Cards alternate sides on wide screens: even positions (0, 2, ...) have the photo on the left. */
export function photoSide(index: number): 'left' | 'right' {
  return index % 2 === 0 ? 'left' : 'right';
}

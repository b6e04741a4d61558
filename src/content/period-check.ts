/**
 * A plan's `period` in a translation is the word alone ("ਹਫ਼ਤਾ", "2 ਸਾਲ"): the card writes what goes
 * between the price and it, "/" from `card.perUnit` ("/{unit}") or "ਪ੍ਰਤੀ" from `card.perCount`
 * ("ਪ੍ਰਤੀ {period}"), src/content/format.ts. A period that brings its own would be written twice
 * ("$14.99//ਪੈਕੇਜ"), so the content check refuses it. Pure.
 */
import type { TranslationEntry } from './translations';

/** Where a plan's period is in plans.yaml: `tabs[4].plans[3].period`. */
const PERIOD_AT = /^tabs\[\d+\]\.plans\[\d+\]\.period$/;

/** The words a card pattern writes before its slot: "ਪ੍ਰਤੀ {period}" -> "ਪ੍ਰਤੀ"; '' when the slot comes first. */
function leadOf(pattern: string | undefined, slot: string): string {
  const at = pattern?.indexOf(`{${slot}}`) ?? -1;
  return at > 0 && pattern ? pattern.slice(0, at).trim() : '';
}

/**
 * What is wrong with the periods of one translation of plans.yaml (`entries`): each period that starts with
 * "/" or with the words the language's own card puts before it (its `card.perUnit` and `card.perCount`
 * entries), as `at: message`. Nothing for another file's entries.
 */
export function periodProblems(entries: readonly TranslationEntry[]): { entry: TranslationEntry; message: string }[] {
  const card = (at: string): string | undefined => entries.find((e) => e.at === at && e.text.trim() !== '')?.text;
  const leads = ['/', leadOf(card('card.perUnit'), 'unit'), leadOf(card('card.perCount'), 'period')].filter((l, i, all) => l !== '' && all.indexOf(l) === i);
  return entries.flatMap((entry) => {
    const text = entry.text.trim();
    const lead = PERIOD_AT.test(entry.at) ? leads.find((l) => text.startsWith(l)) : undefined;
    if (!lead) return [];
    const word = text.slice(lead.length).replace(/^[\s/]+/, '');
    const message = `${entry.at}: "${text}" starts with "${lead}", which the plan card writes itself before the period (card.perUnit, card.perCount): write the word alone, "${word}"`;
    return [{ entry, message }];
  });
}

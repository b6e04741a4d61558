/**
 * A time of day as each language writes it, from the facts as content/ holds them ("5:30am", "10pm",
 * "6 AM"): English keeps the fact as written; Punjabi and Hindi say the part of the day and the hour,
 * as people in Surrey say it: ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ 10 ਵਜੇ, सुबह 5:30 से रात 10 बजे. A translation writes
 * "{opens} ਤੋਂ {closes}"; the opening time comes without ਵਜੇ / बजे (the range ends with it), the closing
 * time with it. Pure and locale-independent (no Intl), like src/content/format.ts.
 */
import type { Facts } from './facts';
import type { LanguageCode } from './languages';

/** A time of day on the 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

/** "5:30am", "10pm", "6 AM", "9:00 p.m." -> the time; null for anything else. */
export function parseClockTime(text: string): ClockTime | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*$/i.exec(text);
  if (!m) return null;
  const h12 = Number(m[1]);
  const minutes = m[2] as string | undefined; // undefined when the time has no minutes (the RegExp's types do not say so)
  const minute = minutes === undefined ? 0 : Number(minutes);
  if (h12 < 1 || h12 > 12 || minute > 59) return null;
  const pm = m[3].toLowerCase() === 'p';
  return { hour: (h12 % 12) + (pm ? 12 : 0), minute };
}

/** The words of a language: the part of the day from the hour it starts, and the word for "o'clock". */
interface ClockWords {
  /** [first hour, word], in order: the last one whose hour is reached names the time. */
  parts: readonly (readonly [number, string])[];
  oclock: string;
}

const CLOCK_WORDS: Partial<Record<LanguageCode, ClockWords>> = {
  pa: { parts: [[0, 'ਰਾਤ'], [4, 'ਸਵੇਰੇ'], [12, 'ਦੁਪਹਿਰੇ'], [16, 'ਸ਼ਾਮ'], [20, 'ਰਾਤ']], oclock: 'ਵਜੇ' },
  hi: { parts: [[0, 'रात'], [4, 'सुबह'], [12, 'दोपहर'], [16, 'शाम'], [20, 'रात']], oclock: 'बजे' },
};

/** Whether a time is the start of a range ("ਸਵੇਰੇ 5:30") or stands at its end or alone ("ਰਾਤ 10 ਵਜੇ"). */
export type TimeRole = 'start' | 'end';

/**
 * A time in a language: pa `ਸਵੇਰੇ 5:30` (start) / `ਰਾਤ 10 ਵਜੇ` (end); English, or a text that is no
 * time, as written.
 */
export function formatTimeIn(language: LanguageCode, text: string, role: TimeRole): string {
  const words = CLOCK_WORDS[language];
  const time = parseClockTime(text);
  if (!words || !time) return text;
  const part = words.parts.reduce((found, [from, word]) => (time.hour >= from ? word : found), words.parts[0][1]);
  const h12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const clock = time.minute ? `${h12}:${String(time.minute).padStart(2, '0')}` : String(h12);
  return role === 'end' ? `${part} ${clock} ${words.oclock}` : `${part} ${clock}`;
}

/** A range in a language, as a translation puts it together: "ਸਵੇਰੇ 5:30 ਤੋਂ ਰਾਤ 10 ਵਜੇ"; English "5:30am-10pm". */
export function formatTimeRangeIn(language: LanguageCode, from: string, to: string): string {
  const joiner: Partial<Record<LanguageCode, string>> = { pa: 'ਤੋਂ', hi: 'से' };
  const word = joiner[language];
  return word ? `${formatTimeIn(language, from, 'start')} ${word} ${formatTimeIn(language, to, 'end')}` : `${from}-${to}`;
}

/** A fact key that holds an opening (start) or closing (end) time: opens, closes, opens:3-day-pass. */
function timeRole(key: string): TimeRole | null {
  const base = key.split(':')[0];
  return base === 'opens' ? 'start' : base === 'closes' ? 'end' : null;
}

/** The facts as a language's pages print them: every time through formatTimeIn, the rest as it is. */
export function factsIn(language: LanguageCode, facts: Facts): Facts {
  return Object.fromEntries(Object.entries(facts).map(([key, value]) => {
    const role = timeRole(key);
    return [key, role ? formatTimeIn(language, value, role) : value];
  }));
}

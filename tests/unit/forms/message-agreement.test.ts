/**
 * The forms' messages fit every field in Punjabi and Hindi: each message that names a field ({field}) is
 * rendered for every field of every form, and none makes a word agree with the field's gender or number
 * ("ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ", "होनी चाहिए": right for one noun, wrong for the next); the sentence is built so the
 * field stands on its own ("{field}: ਵੱਧ ਤੋਂ ਵੱਧ 50 ਅੱਖਰ ਲਿਖੋ") or before a postposition ("{field} ਵਿੱਚ").
 */
import path from 'node:path';
import { loadContent } from '../../../src/build/load-content';
import { filledDataIn } from '../../../src/content/fill-content';
import { fillWords } from '../../../src/forms/words';

const content = loadContent(path.resolve(__dirname, '../../../content'));

/** Words that agree with the noun before them: a message with one fits only the fields of one gender. */
const AGREEING = {
  pa: /(ਹੋਣ[ਾੀੇ]|ਚਾਹੀਦ[ਾੀੇ]|ਭਰ[ਿੀ]ਆ|ਦਿੱਤ[ਾੀ]|ਗਿਆ|ਗਈ|ਕੀਤ[ਾੀ])(?![\u0A00-\u0A7F])/,
  hi: /(होन[ाीे]|चाहिए|भर[ाी]|दिय[ाी]|गया|गई|की गई|किय[ाी])(?![\u0900-\u097F])/,
} as const;

describe.each(['pa', 'hi'] as const)('the messages in %s', (language) => {
  const forms = filledDataIn(content, language)['forms.yaml'];
  // The schema builds each form's fields from the table (src/forms/fields.ts), so their type is not spelt out: each has its noun.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the record type says what the inferred one hides
  const fields = (form: 'consultation' | 'contact' | 'service'): { noun: string }[] => Object.values(forms[form].fields as Record<string, { noun: string }>);
  const nouns = (['consultation', 'contact', 'service'] as const).flatMap((form) => fields(form).map((f) => f.noun));
  const messages = forms.messages as Record<string, string>;
  const templates = Object.entries(messages).filter(([, t]) => t.includes('{field}'));

  it('has the messages that name a field, and the fields', () => {
    expect(templates.map(([key]) => key).sort()).toEqual(['controlCharacters', 'html', 'notList', 'notText', 'outOfRange', 'required', 'tooLong']);
    expect(nouns.length).toBeGreaterThan(10);
  });

  it.each(['required', 'tooLong', 'outOfRange', 'controlCharacters', 'html', 'notText', 'notList'])('%s reads right for every field', (key) => {
    const template = messages[key];
    for (const noun of nouns) {
      const message = fillWords(template, { field: noun, max: 50, min: 1 });
      expect(message).not.toMatch(/[{}]/);
      expect(message.startsWith(noun)).toBe(true);
      // The infinitive ਭਰਨਾ / भरना names the act, not the field: it is the one form of ਹੋਣਾ-like verbs allowed.
      const agreeing = AGREEING[language].exec(message.replace(/ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ|भरना ज़रूरी है/, ''));
      expect([noun, message, agreeing?.[0]]).toEqual([noun, message, undefined]);
    }
  });
});

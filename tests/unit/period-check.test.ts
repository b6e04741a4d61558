/**
 * A translated plan period is the word alone: the card writes the "/" (card.perUnit) or "ਪ੍ਰਤੀ"
 * (card.perCount) before it, so a period that starts with one stops the content check at its line
 * ("//ਪੈਕੇਜ" reached the page once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectContent } from '../../src/build/load-content';
import { periodProblems } from '../../src/content/period-check';
import type { TranslationEntry } from '../../src/content/translations';
import { copyContent } from './helpers/content';

const entry = (at: string, en: string, text: string): TranslationEntry => ({ at, en, text, reviewed: false });

describe('a translated plan period', () => {
  it('stops the check on "/ਪੈਕੇਜ", at the period\'s own line, saying to write the word alone', () => {
    const dir = copyContent();
    const file = path.join(dir, 'data', 'plans.pa.yaml');
    const source = fs.readFileSync(file, 'utf8');
    const lines = source.split('\n');
    const at = lines.findIndex((l) => l.trim() === 'en: package') + 1;
    expect(lines[at]).toMatch(/^\s+text: "?ਪੈਕੇਜ"?$/);
    lines[at] = lines[at].replace(/"?ਪੈਕੇਜ"?$/, '"/ਪੈਕੇਜ"');
    fs.writeFileSync(file, lines.join('\n'));

    const report = collectContent(dir);
    expect(report.content).toBeNull();
    expect(report.problems).toEqual([expect.objectContaining({ file: 'content/data/plans.pa.yaml', line: at + 1 })]);
    expect(report.problems[0].message).toMatch(/^tabs\[\d+\]\.plans\[\d+\]\.period: "\/ਪੈਕੇਜ" starts with "\/".*write the word alone, "ਪੈਕੇਜ"$/);
  });

  it('refuses the words the language\'s own card writes before a counted period, and a "/" before any period', () => {
    const card = [entry('card.perUnit', '/{unit}', '/{unit}'), entry('card.perCount', 'per {period}', 'ਪ੍ਰਤੀ {period}')];
    const periods = [
      entry('tabs[1].plans[1].period', '2 years', 'ਪ੍ਰਤੀ 2 ਸਾਲ'),
      entry('tabs[4].plans[0].period', 'biweekly', '/ ਹਰ ਦੋ ਹਫ਼ਤੇ'),
      entry('tabs[0].plans[0].period', 'week', 'ਹਫ਼ਤਾ'),
      entry('tabs[2].plans[0].period', '10 visits', '10 ਵਿਜ਼ਿਟ'),
    ];
    expect(periodProblems([...card, ...periods]).map((p) => [p.entry.at, p.message.match(/write the word alone, "(.*)"$/)?.[1]])).toEqual([
      ['tabs[1].plans[1].period', '2 ਸਾਲ'],
      ['tabs[4].plans[0].period', 'ਹਰ ਦੋ ਹਫ਼ਤੇ'],
    ]);
  });

  it('leaves a "/" alone outside a period (the card\'s own "/{unit}"), and passes the periods as translated now', () => {
    expect(periodProblems([entry('card.perUnit', '/{unit}', '/{unit}'), entry('section.title', 'Choose', '/ਚੁਣੋ')])).toEqual([]);
    expect(collectContent(path.resolve(__dirname, '../../content')).problems).toEqual([]);
  });
});

/**
 * The glossaries (content/glossary.pa.yaml, content/glossary.hi.yaml): the content check refuses a
 * translation that writes a variant instead of the glossary's word, at the variant's file, line and
 * column, and says which word to use; the translations as they are use the glossary's words only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectContent } from '../../src/build/load-content';
import { formatProblem } from '../../src/build/content-positions';
import { glossaryFinds, type Glossary } from '../../src/content/glossary';
import { CONTENT, copyContent } from './helpers/content';

const glossary: Glossary = {
  terms: [
    { idea: 'plan', use: 'ਪਲਾਨ', not: ['ਪਲੈਨ'] },
    { idea: 'turf', use: 'टर्फ़', not: ['टर्फ'] },
    { idea: 'a time', use: 'ਸਵੇਰੇ … ਵਜੇ', not: ['am'] },
  ],
};

describe('finding a variant', () => {
  it('finds it at the start of a word, with an ending, and says where', () => {
    expect(glossaryFinds('ਤੁਹਾਡੇ ਪਲੈਨਾਂ ਵਿੱਚ', glossary).map((f) => [f.index, f.variant])).toEqual([[7, 'ਪਲੈਨ']]);
  });

  it('does not find it inside another word, before a nukta, or inside an English word', () => {
    expect(glossaryFinds('ਡਿਸਪਲੈਨ', glossary)).toEqual([]);
    expect(glossaryFinds('टर्फ़ लेन', glossary)).toEqual([]);
    expect(glossaryFinds('Amrit and James', glossary)).toEqual([]);
    expect(glossaryFinds('5:30am ਵਾਲੀ ਟੋਲੀ', glossary).map((f) => f.variant)).toEqual(['am']);
  });
});

describe('the content check with the glossaries', () => {
  it('passes the translations as they are', () => {
    const report = collectContent(CONTENT);
    expect(report.problems.filter((p) => p.message.includes('glossary')).map(formatProblem)).toEqual([]);
  });

  it('refuses a seeded variant, naming the file, the line and the word to use', () => {
    const dir = copyContent();
    const file = path.join(dir, 'data', 'faq.pa.yaml');
    const source = fs.readFileSync(file, 'utf8');
    const seeded = source.replace('ਵਾਲੇ ਪਲਾਨਾਂ ਨਾਲ', 'ਵਾਲੇ ਪਲੈਨਾਂ ਨਾਲ');
    expect(seeded).not.toBe(source);
    fs.writeFileSync(file, seeded);
    const at = seeded.indexOf('ਪਲੈਨਾਂ');
    const line = seeded.slice(0, at).split('\n').length;
    const column = at - seeded.lastIndexOf('\n', at - 1);
    const problems = collectContent(dir).problems.map(formatProblem);
    expect(problems).toEqual([
      `content/data/faq.pa.yaml:${line}:${column}: items[0].answer: "ਪਲੈਨ": write "ਪਲਾਨ" (content/glossary.pa.yaml: the word for plan)`,
    ]);
  });

  it('refuses a Hindi variant and a time written in English', () => {
    const dir = copyContent();
    const file = path.join(dir, 'data', 'plans.hi.yaml');
    const source = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, source.replace('{opens:3-day-pass} से {closes:3-day-pass}"', '6 AM-8 PM, काइनेसियोलॉजी"'));
    const messages = collectContent(dir).problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual([
      'content/data/plans.hi.yaml: tabs[3].plans[0].features[0]: the translation lacks {closes:3-day-pass} {opens:3-day-pass} (keep placeholders and links as the English has them)',
      expect.stringMatching(/^content\/data\/plans\.hi\.yaml: tabs\[3\]\.plans\[0\]\.features\[0\]: "AM": write "सुबह/),
      expect.stringMatching(/^content\/data\/plans\.hi\.yaml: tabs\[3\]\.plans\[0\]\.features\[0\]: "PM": write "सुबह/),
      'content/data/plans.hi.yaml: tabs[3].plans[0].features[0]: "काइनेसियोलॉजी": write "काइनीसियोलॉजी" (content/glossary.hi.yaml: the word for kinesiology)',
    ]);
  });

  it('stops on a glossary that is not a list of terms', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'glossary.pa.yaml'), 'terms:\n  - { idea: plan, use: ਪਲਾਨ }\n');
    const problems = collectContent(dir).problems;
    expect(problems).toEqual([expect.objectContaining({ file: 'content/glossary.pa.yaml', line: 2 })]);
    expect(problems[0].message).toMatch(/^terms\[0\]\.not: Required/);
  });
});

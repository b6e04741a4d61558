/**
 * The editor's YAML format (src/content/cms/yaml-keep.ts): a save of a data file changes only the values the
 * writer changed; comments, order and the wrapping of every other text stay as they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { shapeKey, updateYaml, yamlKeepFormat } from '../../src/content/cms/yaml-keep';

const read = (file: string): string => fs.readFileSync(path.resolve(__dirname, '../../content/data', file), 'utf8');
/** The lines of `after` that differ from `before`, line by line (for edits that keep the line count). */
const changedLines = (before: string, after: string): string[] => {
  const a = before.split('\n');
  return after.split('\n').filter((line, i) => line !== a[i]);
};

describe('the yaml-keep format', () => {
  test.each(['settings.yaml', 'faq.yaml', 'trainers.yaml', 'plans.yaml'])('%s saved unchanged is the same file, byte for byte', (file) => {
    const source = read(file);
    expect(updateYaml(source, parse(source))).toBe(source);
  });

  test('a changed price and an emptied original price change their two lines only', () => {
    const source = read('plans.yaml');
    const data = parse(source) as { tabs: { plans: { price: number; originalPrice: number | null }[] }[] };
    data.tabs[0].plans[0].price = 15.99;
    data.tabs[0].plans[0].originalPrice = null;
    const saved = updateYaml(source, data);
    expect(changedLines(source, saved)).toEqual(['        price: 15.99', '        originalPrice: null']);
    expect(parse(saved)).toEqual(data);
  });

  test('new banner words replace the folded text, and the file comments stay', () => {
    const source = read('settings.yaml');
    const data = parse(source) as { banner: { heading: string; text: string } };
    data.banner.text = 'Now open: "6,500 sq ft" more, with a sauna.';
    const saved = updateYaml(source, data);
    expect(parse(saved)).toEqual(data);
    expect(saved).toContain('  text: "Now open: \\"6,500 sq ft\\" more, with a sauna."\n');
    expect(saved.startsWith(source.slice(0, source.indexOf('\nbrand:')))).toBe(true); // the heading comment
    expect(saved.split('\n').length).toBe(source.split('\n').length - 3); // `text: >-` and its three folded lines became one
  });

  test('an added list item rewrites the document from its parse: comments and values kept', () => {
    const source = read('faq.yaml');
    const data = parse(source) as { items: { category: string; question: string; answer: string }[] };
    data.items.push({ category: 'General', question: 'Is there parking?', answer: 'Yes, free parking behind the building.' });
    const saved = updateYaml(source, data);
    expect(parse(saved)).toEqual(data);
    expect(saved).toContain('# --- Personal Training (5) ---');
  });

  test('a save goes into the file it was read from (by its keys), and the next save starts from it', () => {
    const format = yamlKeepFormat(new Map());
    const settings = format.fromFile(read('settings.yaml')) as { banner: { heading: string } };
    const plans = format.fromFile(read('plans.yaml'));
    expect(shapeKey(settings)).not.toBe(shapeKey(plans));
    settings.banner.heading = 'OPEN NOW';
    const first = format.toFile(settings);
    expect(changedLines(read('settings.yaml'), first)).toEqual(['  heading: "OPEN NOW"']);
    settings.banner.heading = 'OPEN TODAY';
    expect(changedLines(first, format.toFile(settings))).toEqual(['  heading: "OPEN TODAY"']);
  });
});

/**
 * The translations of the data files, as a translator and the gym meet them: a translated text replaces its
 * English, a text whose English changed is listed as stale with its file and line (and still shown), a
 * translation that loses a placeholder stops the check, and the update script adds new English texts
 * without touching what is translated.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { collectContent } from '../../src/build/load-content';
import { applyTranslation, translatableTexts, withNewTexts } from '../../src/content/translations';
import { filledDataIn } from '../../src/content/fill-content';
import { copyContent, editYaml } from './helpers/content';

const ROOT = path.resolve(__dirname, '../..');

const strings = (entries: object[]): string => `strings:\n${entries.map((e) => `  - ${JSON.stringify(e)}`).join('\n')}\n`;

function writeTranslation(dir: string, file: string, entries: object[]): string {
  const p = path.join(dir, 'data', file);
  fs.writeFileSync(p, strings(entries));
  return p;
}

describe('applying a translation', () => {
  const english = { heading: 'Book an Appointment', tiles: [{ title: 'Tour', icon: 'map', link: 'https://x.example/tour' }, { title: 'Physio' }] };

  it('puts each translated text in place of its English and leaves the rest as it was', () => {
    const applied = applyTranslation(english, [{ at: 'tiles[1].title', en: 'Physio', text: 'ਫਿਜ਼ੀਓ', reviewed: false }]);
    expect(applied.data).toEqual({ ...english, tiles: [english.tiles[0], { title: 'ਫਿਜ਼ੀਓ' }] });
    expect(english.tiles[1].title).toBe('Physio');
    expect(applied.missing.map((m) => m.at)).toEqual(['heading', 'tiles[0].title']);
  });

  it('shows a translation whose English changed, and lists it as stale', () => {
    const applied = applyTranslation(english, [{ at: 'heading', en: 'Book a Visit', text: 'ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ', reviewed: true }]);
    expect(applied.data.heading).toBe('ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ');
    expect(applied.stale.map((e) => e.at)).toEqual(['heading']);
  });

  it('never puts a text where the English has none, and shows the English for an empty translation', () => {
    const applied = applyTranslation(english, [
      { at: 'tiles[5].title', en: 'Gone', text: 'ਗਿਆ', reviewed: false },
      { at: 'heading', en: 'Book an Appointment', text: ' ', reviewed: false },
    ]);
    expect(applied.data).toEqual(english);
    expect(applied.orphaned.map((e) => e.at)).toEqual(['tiles[5].title']);
    expect(applied.missing.map((m) => m.at)).toContain('heading');
  });

  it('offers no address, code or icon name for translation', () => {
    expect(translatableTexts(english).map((t) => t.at)).toEqual(['heading', 'tiles[0].title', 'tiles[1].title']);
  });

  it('adds new English texts in file order and keeps every entry it had, stale or orphaned', () => {
    const kept = [{ at: 'tiles[9].title', en: 'Old', text: 'ਪੁਰਾਣਾ', reviewed: true }, { at: 'tiles[1].title', en: 'Physio', text: 'ਫਿਜ਼ੀਓ', reviewed: true }];
    expect(withNewTexts(english, kept)).toEqual([
      { at: 'heading', en: 'Book an Appointment', text: '', reviewed: false },
      { at: 'tiles[0].title', en: 'Tour', text: '', reviewed: false },
      kept[1],
      kept[0],
    ]);
  });
});

describe('the content check over translation files', () => {
  it('lists a stale translation with its file and line, and the content still builds in that language', () => {
    const dir = copyContent();
    editYaml(dir, 'booking.yaml', (doc: { heading: string }) => { doc.heading = 'Book a Visit'; });
    writeTranslation(dir, 'booking.pa.yaml', [{ at: 'calendarHeading', en: 'Pick Your Time', text: 'ਆਪਣਾ ਸਮਾਂ ਚੁਣੋ', reviewed: false }, { at: 'heading', en: 'Book an Appointment', text: 'ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ', reviewed: false }]);
    const report = collectContent(dir);
    expect(report.problems).toEqual([]);
    expect(report.notes).toContain('content/data/booking.pa.yaml:3:5: heading: stale: the English is now "Book a Visit"');
    if (!report.content) throw new Error('the content did not load');
    const punjabi = filledDataIn(report.content, 'pa')['booking.yaml'];
    expect([punjabi.heading, punjabi.calendarHeading]).toEqual(['ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ', 'ਆਪਣਾ ਸਮਾਂ ਚੁਣੋ']);
    expect(filledDataIn(report.content, 'en')['booking.yaml'].heading).toBe('Book a Visit');
  });

  it('stops on a translation that loses a placeholder or a link, naming the file and line', () => {
    const dir = copyContent();
    const troubleNote = parseYaml(fs.readFileSync(path.join(dir, 'data', 'booking.yaml'), 'utf8')) as { troubleNote: string };
    expect(troubleNote.troubleNote).toContain('{phone}');
    writeTranslation(dir, 'booking.hi.yaml', [{ at: 'heading', en: 'Book an Appointment', text: 'अपॉइंटमेंट बुक करें', reviewed: false }, { at: 'troubleNote', en: troubleNote.troubleNote, text: 'ऑनलाइन बुकिंग में दिक्कत? हमें {phnoe} पर कॉल करें या {email} पर लिखें', reviewed: false }]);
    const report = collectContent(dir);
    expect(report.content).toBeNull();
    expect(report.problems).toEqual([expect.objectContaining({ file: 'content/data/booking.hi.yaml', line: 3 })]);
    expect(report.problems[0].message).toMatch(/^troubleNote: the translation lacks \{phone\} and has \{phnoe\}, which the English does not/);
  });

  it("stops on a translation that changes a value from a fixed list, which the page reads as a choice, not as words", () => {
    const dir = copyContent();
    const trainers = parseYaml(fs.readFileSync(path.join(dir, 'data', 'trainers.yaml'), 'utf8')) as { trainers: { yearsExperience: unknown }[] };
    const at = trainers.trainers.findIndex((t) => t.yearsExperience === 'N/A');
    expect(at).toBeGreaterThanOrEqual(0);
    writeTranslation(dir, 'trainers.pa.yaml', [{ at: `trainers[${at}].yearsExperience`, en: 'N/A', text: 'ਲਾਗੂ ਨਹੀਂ', reviewed: false }]);
    const report = collectContent(dir);
    expect(report.content).toBeNull();
    expect(report.problems).toEqual([expect.objectContaining({ file: 'content/data/trainers.pa.yaml', line: 2 })]);
    expect(report.problems[0].message).toMatch(new RegExp(`^trainers\\[${at}\\]\\.yearsExperience: the translation does not fit: .*\\(translate the words only\\)$`));
  });

  it('stops on a translation file that is not a list of entries', () => {
    const dir = copyContent();
    fs.writeFileSync(path.join(dir, 'data', 'faq.pa.yaml'), 'strings:\n  - at: items[0].question\n    text: ਸਵਾਲ\n');
    const report = collectContent(dir);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([expect.stringMatching(/^content\/data\/faq\.pa\.yaml:2: strings\[0\]\.en: Required/), expect.stringMatching(/strings\[0\]\.reviewed: Required/)]);
  });
});

describe('scripts/translations.ts', () => {
  it('adds the English texts a translation file lacks and keeps the translated ones word for word', () => {
    const dir = copyContent();
    const file = writeTranslation(dir, 'booking.pa.yaml', [{ at: 'heading', en: 'Book an Appointment', text: 'ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ', reviewed: true }]);
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/translations.ts', '--language', 'pa', '--content', dir], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const entries = (parseYaml(fs.readFileSync(file, 'utf8')) as { strings: { at: string; text: string; reviewed: boolean }[] }).strings;
    expect(entries.find((e) => e.at === 'heading')).toEqual(expect.objectContaining({ text: 'ਮੁਲਾਕਾਤ ਬੁੱਕ ਕਰੋ', reviewed: true }));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.at !== 'heading').every((e) => e.text === '' && !e.reviewed)).toBe(true);
    expect(collectContent(dir).problems).toEqual([]);
  });
});

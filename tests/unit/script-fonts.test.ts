/**
 * The Punjabi and Hindi faces: cut down at every build to the characters of the site's text, each with a
 * glyph for every letter a page of its language shows (a missing one is drawn as a box on a device with no
 * face for the script), and carried in one stylesheet per language that the pages of that language link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/build/load-content';
import { createHash } from 'node:crypto';
import { parseUnicodeRange, scriptCharacters, siteText, writeLanguageNameFaces, writeScriptFontSubsets } from '../../src/build/script-font-subset';
import { languageNameAddresses, scriptFontSheets, sheetAddresses, writeScriptFontSheets } from '../../src/build/script-font-data';
import { languageNameFace, scriptFontSheet } from '../../src/styles/script-font-sheets';
import { scriptFontFaces, scriptRange } from '../../src/styles/script-font-faces';
import { SCRIPT_FONTS, fontVariables, scriptFontFile, type ScriptFont } from '../../src/styles/script-fonts';
import { fontStacks } from '../../src/styles/theme';
import { CONTENT, copyContent, editYaml } from './helpers/content';
import { woff2CodePoints } from './helpers/woff2-cmap';

const SRC = path.resolve(__dirname, '../../src');
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');
const GURMUKHI = SCRIPT_FONTS.pa as ScriptFont;
const DEVANAGARI = SCRIPT_FONTS.hi as ScriptFont;

/** A folder of its own for each test's faces, removed after it. */
let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'script-fonts-'));
});
afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

/** The letters, signs and digits of `text` in the face's range (what must have a glyph; joiners need none). */
function visibleCharacters(text: string, font: ScriptFont): string[] {
  return Array.from(scriptCharacters(text, scriptRange(font))).filter((c) => /[\p{L}\p{M}\p{N}\p{P}]/u.test(c));
}

/** The characters of `chars` that the cut-down face in `out` has no glyph for, in either weight. */
function missing(font: ScriptFont, chars: string[]): string[] {
  return [400, 700].flatMap((w) => {
    const has = woff2CodePoints(fs.readFileSync(path.join(out, scriptFontFile(font, w))));
    return chars.filter((c) => !has.has(c.codePointAt(0) ?? 0)).map((c) => `${c} (U+${(c.codePointAt(0) ?? 0).toString(16)}) in ${w}`);
  });
}

describe('the characters a face keeps', () => {
  test("the script's characters of a text, each once, and no other script's or Latin", () => {
    const text = 'Join ਪੰਜਾਬੀ ਪੰਜਾਬੀ हिन्दी 24/7';
    expect(scriptCharacters(text, scriptRange(GURMUKHI))).toBe('।॥ਜਪਬਾੀੰ\u200c\u200d◌');
    expect(scriptCharacters(text, scriptRange(DEVANAGARI))).toBe('दनहिी्।॥\u200c\u200d◌');
  });

  test('a unicode-range is read as its intervals, and a malformed one stops the build', () => {
    expect(parseUnicodeRange('U+0951-0952,U+0A01-0A76,U+20B9')).toEqual([[0x951, 0x952], [0xa01, 0xa76], [0x20b9, 0x20b9]]);
    expect(() => parseUnicodeRange('U+0951-0952,0A01')).toThrow('not a unicode-range part: "0A01"');
  });
});

describe("the faces cut down to the site's text", () => {
  test('have a glyph for every Gurmukhi and Devanagari letter the content and the code show, and are smaller', async () => {
    const text = await siteText(loadContent(CONTENT), SRC);
    const faces = await writeScriptFontSubsets(text, NODE_MODULES, out);
    for (const font of [GURMUKHI, DEVANAGARI]) {
      const chars = visibleCharacters(text, font);
      expect(chars.length).toBeGreaterThan(30);
      expect(missing(font, chars)).toEqual([]);
    }
    expect(faces).toHaveLength(4);
    expect(faces.filter((f) => f.bytesAfter > f.bytesBefore * 0.8)).toEqual([]);
  });

  test("a letter new in a translation is in the next build's face", async () => {
    const dir = copyContent();
    // ੴ and ॐ: in the whole faces, in no text of the site
    editYaml(dir, 'faq.pa.yaml', (doc: { strings: { text: string }[] }) => {
      doc.strings[0].text = `ੴ ${doc.strings[0].text}`;
    });
    editYaml(dir, 'faq.hi.yaml', (doc: { strings: { text: string }[] }) => {
      doc.strings[0].text = `ॐ ${doc.strings[0].text}`;
    });
    const before = await siteText(loadContent(CONTENT), SRC);
    expect(before).not.toMatch(/[ੴॐ]/u);
    await writeScriptFontSubsets(await siteText(loadContent(dir), SRC), NODE_MODULES, out);
    expect(missing(GURMUKHI, ['ੴ'])).toEqual([]);
    expect(missing(DEVANAGARI, ['ॐ'])).toEqual([]);
  });
});

describe("a page's faces", () => {
  const fakeUrl = (file: string): string => `data:font/woff2;base64,${file}`;

  test('a Punjabi sheet carries Gurmukhi in both weights, a Hindi sheet Devanagari, an English page none', () => {
    const pa = scriptFontFaces('pa', fakeUrl);
    expect(pa.match(/@font-face/g)).toHaveLength(2);
    expect(pa).toContain("font-family:'Noto Sans Gurmukhi'");
    expect(pa).toContain(`src:url(data:font/woff2;base64,${scriptFontFile(GURMUKHI, 700)})`);
    expect(pa).not.toMatch(/Devanagari|url\('?\//);
    expect(pa.match(/font-display:block/g)).toHaveLength(2);
    expect(scriptFontFaces('hi', fakeUrl)).toContain("font-family:'Noto Sans Devanagari'");
    expect(scriptFontFaces('hi', fakeUrl)).not.toContain('Gurmukhi');
    expect(scriptFontFaces('en', fakeUrl)).toBe('');
  });

  test("a Punjabi or Hindi page's font stacks start with its script's face (only its letters: Latin keeps the site's fonts); an English page's have none", () => {
    expect(fontVariables('pa')).toBe(`:root{--font-heading:'Noto Sans Gurmukhi',${fontStacks.heading.join(',')};--font-body:'Noto Sans Gurmukhi',${fontStacks.body.join(',')}}`);
    expect(fontVariables('hi')).toContain(`--font-body:'Noto Sans Devanagari',${fontStacks.body.join(',')}}`);
    expect(fontVariables('en')).toBe(`:root{--font-heading:${fontStacks.heading.join(',')};--font-body:${fontStacks.body.join(',')}}`);
    for (const font of Object.values(SCRIPT_FONTS)) {
      expect(parseUnicodeRange(scriptRange(font)).filter(([from]) => from < 0x0250)).toEqual([]);
    }
  });

  test("each language's sheet holds the build's faces and is named by its text; a missing face stops the build and says why", () => {
    expect(() => scriptFontSheets(out)).toThrow(/holds no face: .*onPreBootstrap/);
    const faceOf = (font: ScriptFont, w: number, bytes: string): void => fs.writeFileSync(path.join(out, scriptFontFile(font, w)), Buffer.from(bytes));
    faceOf(GURMUKHI, 400, 'gurmukhi 400');
    expect(() => scriptFontSheets(out)).toThrow(new RegExp(`${scriptFontFile(GURMUKHI, 700)} is not among the faces the build cut down`));
    for (const w of [400, 700]) {
      faceOf(GURMUKHI, w, `gurmukhi ${w}`);
      faceOf(DEVANAGARI, w, `devanagari ${w}`);
    }
    const sheets = scriptFontSheets(out);
    expect(sheets.map((s) => s.language)).toEqual(['pa', 'hi']);
    const pa = sheets[0];
    expect(pa.file).toMatch(/^noto-sans-gurmukhi-[0-9a-f]{16}\.css$/);
    expect(pa.css).toBe(scriptFontFaces('pa', (file) => `data:font/woff2;base64,${fs.readFileSync(path.join(out, file)).toString('base64')}`));
    // Other bytes, another name: a browser that kept last year's sheet never uses it for this build's pages.
    faceOf(GURMUKHI, 700, 'gurmukhi 700, cut again');
    const again = scriptFontSheets(out);
    expect(again[0].file).not.toBe(pa.file);
    expect(again[1].file).toBe(sheets[1].file);
  });

  test("the sheets replace an earlier build's in public/fonts/, and nothing else there is touched", () => {
    for (const w of [400, 700]) for (const font of [GURMUKHI, DEVANAGARI]) fs.writeFileSync(path.join(out, scriptFontFile(font, w)), `${font.subset} ${w}`);
    const fonts = path.join(out, 'fonts');
    fs.mkdirSync(fonts);
    const kept = ['oswald-latin-500-normal.woff2', 'noto-sans-gurmukhi-OFL-LICENSE.txt', 'language-name-gurmukhi.woff2', 'other-0123456789abcdef.css'];
    const earlier = ['noto-sans-gurmukhi-0123456789abcdef.css', 'noto-sans-gurmukhi-0123456789abcdef.css.br', 'noto-sans-devanagari-fedcba9876543210.css.gz'];
    for (const f of [...kept, ...earlier]) fs.writeFileSync(path.join(fonts, f), f);
    const sheets = scriptFontSheets(out);
    writeScriptFontSheets(sheets, fonts);
    expect(fs.readdirSync(fonts).sort()).toEqual([...kept, ...sheets.map((s) => s.file)].sort());
    expect(fs.readFileSync(path.join(fonts, sheets[1].file), 'utf8')).toBe(sheets[1].css);
  });

  test("the renderer links a Punjabi or Hindi page's sheet, an English page none; a sheet it was not given stops the render", () => {
    const given = sheetAddresses([{ language: 'pa', file: 'noto-sans-gurmukhi-0123456789abcdef.css', css: '' }]);
    expect(scriptFontSheet('pa', given)).toBe('/fonts/noto-sans-gurmukhi-0123456789abcdef.css');
    expect(scriptFontSheet('en', given)).toBeNull();
    expect(() => scriptFontSheet('hi', given)).toThrow(/No stylesheet of script faces for "hi" among the build's \(pa\)/);
    expect(() => scriptFontSheet('pa')).toThrow(/__SCRIPT_FONT_SHEETS__/);
  });
});

describe("the switcher's name faces", () => {
  test('each is named by its bytes and replaces an earlier build\'s face of its script, named so or not; nothing else is touched', async () => {
    const kept = ['oswald-latin-500-normal-0123456789abcdef.woff2', 'noto-sans-gurmukhi-0123456789abcdef.css'];
    const earlier = ['language-name-gurmukhi.woff2', 'language-name-devanagari-0123456789abcdef.woff2'];
    for (const f of [...kept, ...earlier]) fs.writeFileSync(path.join(out, f), f);
    const faces = await writeLanguageNameFaces(NODE_MODULES, out, () => '');
    expect(faces.map((f) => f.file)).toEqual([expect.stringMatching(/^language-name-gurmukhi-[0-9a-f]{16}\.woff2$/), expect.stringMatching(/^language-name-devanagari-[0-9a-f]{16}\.woff2$/)]);
    expect(fs.readdirSync(out).sort()).toEqual([...kept, ...faces.map((f) => f.file)].sort());
    for (const { file } of faces) expect(file).toContain(createHash('sha256').update(fs.readFileSync(path.join(out, file))).digest('hex').slice(0, 16));
    // Other words, other bytes, another name: a browser that kept the earlier face never draws this build's names with it.
    const again = await writeLanguageNameFaces(NODE_MODULES, out, (language) => (language === 'pa' ? 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ' : ''));
    expect(again[0].file).not.toBe(faces[0].file);
    expect(again[1].file).toBe(faces[1].file);
    expect(fs.readdirSync(out).sort()).toEqual([...kept, ...again.map((f) => f.file)].sort());
  });

  test('the renderer is given the one face of each script in public/fonts/; none, or two, stop the build', () => {
    fs.writeFileSync(path.join(out, 'language-name-gurmukhi-0123456789abcdef.woff2'), '');
    expect(() => languageNameAddresses(out)).toThrow(/holds 0 language-name faces of devanagari \(none\)/);
    fs.writeFileSync(path.join(out, 'language-name-devanagari-fedcba9876543210.woff2'), '');
    fs.writeFileSync(path.join(out, 'language-name-devanagari.woff2'), '');
    const given = languageNameAddresses(out);
    expect(given).toEqual({ gurmukhi: '/fonts/language-name-gurmukhi-0123456789abcdef.woff2', devanagari: '/fonts/language-name-devanagari-fedcba9876543210.woff2' });
    expect(languageNameFace(GURMUKHI, given)).toBe('/fonts/language-name-gurmukhi-0123456789abcdef.woff2');
    expect(() => languageNameFace(GURMUKHI)).toThrow(/__LANGUAGE_NAME_FACES__/);
    fs.writeFileSync(path.join(out, 'language-name-gurmukhi-1111111111111111.woff2'), '');
    expect(() => languageNameAddresses(out)).toThrow(/holds 2 language-name faces of gurmukhi/);
  });
});

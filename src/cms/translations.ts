/**
 * The editor's translation files (src/content/cms/translations.ts), in the browser: the read-only widgets
 * of a text's place and of the English it translates (with the button that marks a corrected translation
 * as translating the current English), the preview that lists a file's stale, unreviewed and untranslated
 * texts against the current English, and the save that writes the current English into the texts so marked.
 * Browser only; the admin (./admin.ts) calls registerTranslations.
 */
import type { AdminData } from '../content/cms/admin-data';
import { CURRENT_ENGLISH_BUTTON, CURRENT_MARK, ENGLISH_WIDGET, PLACE_WIDGET, currentEnglishEdits, statusNote, translationStatus } from '../content/cms/translations';
import type { TranslationEntry } from '../content/translations';
import { CMS, createClass, h, str, type ImmutableValue } from './decap';
import { editorColors } from '../styles/theme';

const BUTTON_STYLE = { marginTop: '0.5rem', padding: '0.35rem 0.8rem', border: `1px solid ${editorColors.border}`, borderRadius: '5px', background: editorColors.background, color: editorColors.text, font: 'inherit', fontSize: '0.85rem', cursor: 'pointer' };

/** A place ("items[3].answer") shown, not editable: the editor's texts are the English file's. */
const PlaceControl = createClass({
  render() {
    const { value, forID, classNameWrapper } = this.props;
    return h('div', { className: classNameWrapper }, h('output', { id: forID }, str(value)));
  },
});

/** The English a translation translates, not editable; the button marks it, and the save writes the current English in. */
const EnglishControl = createClass({
  render() {
    const { value, forID, classNameWrapper, onChange } = this.props;
    const en = str(value);
    const marked = en.startsWith(CURRENT_MARK);
    return h(
      'div',
      { className: classNameWrapper },
      h('output', { id: forID, style: { whiteSpace: 'pre-wrap', display: 'block' } }, marked ? 'The current English (saving writes it here)' : en),
      marked ? null : h('button', { type: 'button', style: BUTTON_STYLE, onClick: () => onChange(CURRENT_MARK + en) }, CURRENT_ENGLISH_BUTTON),
    );
  },
});

const entriesOf = (entry: ImmutableValue): TranslationEntry[] => ((entry.getIn(['data', 'strings']) as ImmutableValue | undefined)?.toJS() as TranslationEntry[] | undefined) ?? [];

/** One text of the preview: its place, then labelled lines (the English, the translation …). */
function item(at: string, kind: string, lines: [string, string][]): unknown {
  return h('li', { className: `tr ${kind}`, key: at }, h('h3', null, at), ...lines.map(([label, text]) => h('p', { key: label }, h('span', { className: 'tr-label' }, `${label}: `), text || '(empty)')));
}

function section(title: string, note: string | null, items: unknown[]): unknown {
  if (!items.length) return null;
  return h('section', { key: title }, h('h2', null, `${title} (${items.length})`), note ? h('p', { className: 'tr-note' }, note) : null, h('ol', { className: 'tr-list' }, ...items));
}

/** The preview of one translation file: what needs doing first, against the current English. */
function translationPreview(data: AdminData, name: string) {
  const file = data.translationFiles[name];
  const english = data.english[file.source] ?? {};
  return ({ entry }: { entry: ImmutableValue }) => {
    const status = translationStatus(english, entriesOf(entry));
    const note = statusNote(status);
    return h(
      'div',
      { className: 'preview translations' },
      h('h1', null, `${file.source} in ${file.languageName}`),
      h('p', { className: 'meta' }, `${note || 'Everything translated and reviewed'}; ${status.done} reviewed and up to date.`),
      section('Stale: the English has changed', `Correct the translation to say what the English now says, click "${CURRENT_ENGLISH_BUTTON}" under its English, and switch on "Reviewed by the gym" once it is approved.`,
        status.stale.map((e) => item(e.at, 'stale', [['Translated from', e.en], ['The English now', e.current], ['Translation', e.text]]))),
      section('Not reviewed yet', 'Read each translation against its English; correct it if needed and switch on "Reviewed by the gym".',
        status.unreviewed.map((e) => item(e.at, 'unreviewed', [['English', e.en], ['Translation', e.text]]))),
      section('Not translated yet', 'The page shows these in English. New English texts get their place in this file with `npm run translations`.',
        status.untranslated.map((t) => item(t.at, 'untranslated', [['English', t.en]]))),
      section('No English text here any more', 'The English file has no text at these places: the page does not show them.',
        status.orphaned.map((e) => item(e.at, 'orphaned', [['Translated from', e.en], ['Translation', e.text]]))),
    );
  };
}

export function registerTranslations(data: AdminData): void {
  CMS.registerWidget(PLACE_WIDGET, PlaceControl);
  CMS.registerWidget(ENGLISH_WIDGET, EnglishControl);
  for (const name of Object.keys(data.translationFiles)) CMS.registerPreviewTemplate(name, translationPreview(data, name));
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const file = data.translationFiles[str(entry.get('slug'))] as (typeof data.translationFiles)[string] | undefined;
      if (!file || !str(entry.get('collection')).startsWith('translations-')) return undefined;
      let values = entry.get('data') as ImmutableValue;
      for (const edit of currentEnglishEdits(data.english[file.source] ?? {}, entriesOf(entry))) values = values.setIn(edit.path, edit.value);
      return values;
    },
  });
}

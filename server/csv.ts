/**
 * CSV as spreadsheet programs read it safely: every cell quoted with its quotes doubled, a cell that
 * would start a formula (= + - @ tab CR) neutralised with a single quote, CRLF line ends, and a UTF-8
 * byte-order mark so accents, emoji and Punjabi read correctly. A cell holding a bidi control or an
 * invisible format character (src/staff/bidi.ts) is isolated (FSI … PDI), so a visitor's name cannot
 * reverse the cells after it in a spreadsheet or a text viewer. Used by `npm run leads -- export`
 * (cli/export.ts) and by the staff inbox's export (staff/routes.ts).
 */

import { isolate } from '../src/staff/bidi';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: always quoted, quotes doubled, a leading = + - @ tab or CR neutralised with a single quote, then isolated if it holds a bidi or invisible format character. */
export function csvCell(value: string): string {
  const safe = isolate(FORMULA_START.test(value) ? `'${value}` : value);
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole CSV document: the header, then one line per row; the byte-order mark unless `bom` is false. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly string[]>, options: { bom?: boolean } = {}): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${options.bom === false ? '' : '\uFEFF'}${lines.join('\r\n')}\r\n`;
}

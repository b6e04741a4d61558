/**
 * The characters a WOFF2 face has a glyph for, read from its cmap table (the character-to-glyph map):
 * enough of the WOFF2 format (its table directory and Brotli stream) and of the OpenType cmap (formats 4
 * and 12, the ones a Unicode face maps with) to tell whether a face can draw a text.
 */
import { brotliDecompressSync } from 'node:zlib';

/** A UIntBase128 (WOFF2's variable-length number) at `at`: its value and the offset after it. */
function base128(b: Buffer, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = b[at + i];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return [value, at + i + 1];
  }
  throw new Error('UIntBase128 longer than 5 bytes');
}

/** The decompressed, untransformed cmap table of a WOFF2 file. */
function cmapTable(woff2: Buffer): Buffer {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = woff2.readUInt16BE(12);
  const compressedLength = woff2.readUInt32BE(20);
  let at = 48;
  let offset = 0;
  let cmap: [number, number] | undefined;
  for (let t = 0; t < numTables; t++) {
    const flags = woff2[at++];
    const tagIndex = flags & 0x3f;
    if (tagIndex === 63) at += 4;
    const version = flags >> 6;
    let length: number;
    [length, at] = base128(woff2, at);
    // glyf and loca are transformed at version 0, every other table at any other version.
    const transformed = tagIndex === 10 || tagIndex === 11 ? version === 0 : version !== 0;
    if (transformed) [length, at] = base128(woff2, at);
    if (tagIndex === 0) cmap = [offset, length];
    offset += length;
  }
  if (!cmap) throw new Error('no cmap table');
  const tables = brotliDecompressSync(woff2.subarray(at, at + compressedLength));
  return tables.subarray(cmap[0], cmap[0] + cmap[1]);
}

/** The code points of a format 4 (BMP) or 12 (full Unicode) cmap subtable at `at` that map to a glyph. */
function mapped(t: Buffer, at: number): Set<number> {
  const out = new Set<number>();
  const format = t.readUInt16BE(at);
  if (format === 12) {
    const groups = t.readUInt32BE(at + 12);
    for (let g = 0; g < groups; g++) {
      const [start, end, glyph] = [0, 4, 8].map((o) => t.readUInt32BE(at + 16 + g * 12 + o));
      for (let c = start; c <= end; c++) if (glyph + c - start !== 0) out.add(c);
    }
    return out;
  }
  if (format !== 4) throw new Error(`cmap subtable format ${format} is not read here`);
  const segs = t.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const rangeOffsets = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const [end, start, delta, rangeOffset] = [ends, starts, deltas, rangeOffsets].map((base) => t.readUInt16BE(base + s * 2));
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : t.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
      if (glyph !== 0) out.add(c);
    }
  }
  return out;
}

/** The code points a WOFF2 face has a glyph for (its Windows Unicode cmap: full repertoire if it has one, else BMP). */
export function woff2CodePoints(woff2: Buffer): Set<number> {
  const t = cmapTable(woff2);
  const records = Array.from({ length: t.readUInt16BE(2) }, (_, i) => ({
    platform: t.readUInt16BE(4 + i * 8),
    encoding: t.readUInt16BE(6 + i * 8),
    offset: t.readUInt32BE(8 + i * 8),
  }));
  const pick = records.find((r) => r.platform === 3 && r.encoding === 10) ?? records.find((r) => r.platform === 3 && r.encoding === 1) ?? records.find((r) => r.platform === 0);
  if (!pick) throw new Error('no Unicode cmap subtable');
  return mapped(t, pick.offset);
}

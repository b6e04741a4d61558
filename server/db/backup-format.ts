/**
 * The embedded store's backup file, self-checking so that a damaged or cut-short copy is refused
 * before anything is written from it:
 *
 *   line 1   `gym-leads-backup 1 <SHA-256 of line 2, hex>`
 *   line 2   the manifest, one JSON object: when, from where, the Postgres version, the rows of
 *            every table, the entries (directories and files, with sizes) and the payload's
 *            length and SHA-256
 *   then     the payload: every file's bytes, in the manifest's order, one after the other, gzipped
 *
 * Every byte is covered: the header's hash covers the manifest, the manifest's hash the payload,
 * and the sizes of the entries the payload once unpacked.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const BACKUP_FORMAT = 1;
const MAGIC = 'gym-leads-backup';

export interface BackupEntry {
  /** Relative to DATA_DIR, with `/` separators: `pgdata/base/5/1259`, `quarantine.jsonl`. */
  path: string;
  type: 'dir' | 'file';
  /** Bytes (files only). */
  size?: number;
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The DATA_DIR it was taken from (information only). */
  source: string;
  /** The database's `server_version`, information only. */
  postgresVersion: string;
  /** Rows of every table of the database, by name, as the copy holds them. */
  tables: Record<string, number>;
  entries: BackupEntry[];
  payloadBytes: number;
  payloadSha256: string;
}

/** A backup file that cannot be used: damaged, cut short, or not a backup at all. */
export class BackupFileError extends Error {}

const sha256 = (data: Buffer): string => crypto.createHash('sha256').update(data).digest('hex');
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** The whole file: header, manifest and the gzipped contents of `files` (in `entries` order). */
export async function encodeBackup(manifest: Omit<BackupManifest, 'format' | 'payloadBytes' | 'payloadSha256'>, files: readonly Buffer[]): Promise<{ data: Buffer; manifest: BackupManifest }> {
  const payload = await gzip(Buffer.concat(files), { level: 6 });
  const full: BackupManifest = { format: BACKUP_FORMAT, ...manifest, payloadBytes: payload.length, payloadSha256: sha256(payload) };
  const manifestLine = Buffer.from(JSON.stringify(full), 'utf8');
  const header = Buffer.from(`${MAGIC} ${BACKUP_FORMAT} ${sha256(manifestLine)}\n`, 'utf8');
  return { data: Buffer.concat([header, manifestLine, Buffer.from('\n'), payload]), manifest: full };
}

/** A relative path that stays inside the directory it is restored into. */
function safeEntryPath(p: unknown): p is string {
  if (typeof p !== 'string' || p === '' || p.includes('\\') || p.includes('\0') || path.posix.isAbsolute(p)) return false;
  return p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function checkManifest(m: BackupManifest): void {
  const bad = (what: string): never => {
    throw new BackupFileError(`the backup's manifest is not valid (${what}); the file is not a backup this version can restore`);
  };
  if (m.format !== BACKUP_FORMAT) bad(`format ${String(m.format)}, this version reads ${BACKUP_FORMAT}`);
  if (!Array.isArray(m.entries) || typeof m.tables !== 'object') bad('no entries or tables');
  for (const e of m.entries) {
    if (!safeEntryPath(e.path)) bad(`an entry's path ${JSON.stringify(e.path)}`);
    // Read from the file: any value may stand where the type says 'dir' or 'file'.
    const type: string = e.type;
    if (type === 'file' ? !Number.isSafeInteger(e.size) || (e.size ?? -1) < 0 : type !== 'dir') bad(`the entry ${e.path}`);
  }
  if (!m.entries.some((e) => e.path === 'pgdata/PG_VERSION')) bad('it holds no database');
  for (const [table, rows] of Object.entries(m.tables)) if (!Number.isSafeInteger(rows) || rows < 0) bad(`the row count of ${table}`);
}

/** Splits `data` at its first two line breaks; a BackupFileError for anything that is not a backup. */
function splitFile(data: Buffer): { header: string; manifestLine: Buffer; payload: Buffer } {
  const first = data.indexOf(0x0a);
  const second = first < 0 ? -1 : data.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0 || !data.subarray(0, first).toString('latin1').startsWith(`${MAGIC} `)) {
    throw new BackupFileError(`it does not start with a backup's header ("${MAGIC} …"): not a backup of the lead store, or cut short at its start`);
  }
  return { header: data.subarray(0, first).toString('latin1'), manifestLine: data.subarray(first + 1, second), payload: data.subarray(second + 1) };
}

/**
 * Checks the whole file and unpacks it in memory: the manifest and each file's bytes. Throws
 * BackupFileError, naming what is wrong, for a file that is damaged, cut short or of another format.
 */
export async function decodeBackup(data: Buffer): Promise<{ manifest: BackupManifest; files: Map<string, Buffer> }> {
  const { header, manifestLine, payload } = splitFile(data);
  const [, version, hash] = header.split(' ');
  if (version !== String(BACKUP_FORMAT)) throw new BackupFileError(`it is a backup of format ${version}; this version reads format ${BACKUP_FORMAT}`);
  if (hash !== sha256(manifestLine)) throw new BackupFileError('its manifest does not match its checksum: the file is damaged');
  const manifest = JSON.parse(manifestLine.toString('utf8')) as BackupManifest;
  checkManifest(manifest);
  if (payload.length !== manifest.payloadBytes) {
    throw new BackupFileError(`it holds ${payload.length} bytes of data where its manifest says ${manifest.payloadBytes}: the file was cut short or added to`);
  }
  if (sha256(payload) !== manifest.payloadSha256) throw new BackupFileError("its data does not match the manifest's checksum: the file is damaged");
  let unpacked: Buffer;
  try {
    unpacked = await gunzip(payload);
  } catch (err) {
    throw new BackupFileError(`its data cannot be unpacked (${(err as Error).message})`);
  }
  const files = new Map<string, Buffer>();
  let at = 0;
  for (const e of manifest.entries) {
    if (e.type !== 'file') continue;
    const size = e.size ?? 0;
    files.set(e.path, unpacked.subarray(at, at + size));
    at += size;
  }
  if (at !== unpacked.length) throw new BackupFileError(`its data holds ${unpacked.length} bytes where its entries add up to ${at}`);
  return { manifest, files };
}

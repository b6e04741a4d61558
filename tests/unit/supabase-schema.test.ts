/**
 * supabase/: the migration and the generated seed, applied to an embedded PostgreSQL (PGlite) with the
 * roles Supabase has. The anonymous role can read both tables and change nothing; the seed holds
 * exactly the records in content/ and can be applied twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '../../server/db/pglite-runtime';
import { loadContent } from '../../src/build/load-content';
import { seedSql, sqlText } from '../../src/build/supabase-seed';

const root = path.resolve(__dirname, '../..');
const migrationsDir = path.join(root, 'supabase', 'migrations');
const seedFile = path.join(root, 'supabase', 'seed.sql');
const { data } = loadContent(path.join(root, 'content'));

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create role anon nologin; create role authenticated nologin; grant usage on schema public to anon, authenticated;
    grant all on all tables in schema public to anon, authenticated;
    alter default privileges in schema public grant all on tables to anon, authenticated;`);
  for (const f of fs.readdirSync(migrationsDir).filter((n) => n.endsWith('.sql')).sort()) {
    await db.exec(fs.readFileSync(path.join(migrationsDir, f), 'utf8'));
  }
  await db.exec(fs.readFileSync(seedFile, 'utf8'));
}, 60_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup failed
  await db?.close();
});

async function asAnon<T>(fn: () => Promise<T>): Promise<T> {
  await db.exec('set role anon');
  try {
    return await fn();
  } finally {
    await db.exec('reset role');
  }
}

describe('supabase/seed.sql', () => {
  it('is what content/ generates (run npm run supabase:seed after editing content)', () => {
    expect(fs.readFileSync(seedFile, 'utf8')).toBe(seedSql(data['business-info.yaml'], data['seo.yaml'].records));
  });

  it('loads the business_info record as the first row, with every field', async () => {
    const { rows } = await asAnon(() => db.query<Record<string, unknown>>('select * from public.business_info limit 1'));
    expect(rows).toHaveLength(1);
    const { id, updated_at, ...record } = rows[0];
    expect(typeof id).toBe('number');
    expect(Object.prototype.toString.call(updated_at)).toBe('[object Date]'); // a Date from PGlite's realm
    expect(record).toEqual(data['business-info.yaml']);
  });

  it('loads one local_seo_content row per SEO record, arrays and JSON-LD intact', async () => {
    const { rows } = await asAnon(() =>
      db.query<Record<string, unknown>>('select page_slug, title, meta_description, keywords, local_keywords, schema_markup from public.local_seo_content order by id'),
    );
    expect(rows).toEqual(data['seo.yaml'].records);
  });

  it('can be applied again without duplicating rows', async () => {
    await db.exec(fs.readFileSync(seedFile, 'utf8'));
    const info = await db.query<{ n: number }>('select count(*)::int as n from public.business_info');
    const seo = await db.query<{ n: number }>('select count(*)::int as n from public.local_seo_content');
    expect([info.rows[0].n, seo.rows[0].n]).toEqual([1, data['seo.yaml'].records.length]);
  });
});

describe('row-level security: read-only for the anonymous role', () => {
  it.each(['anon', 'authenticated'])('%s can read but not insert, update or delete', async (role) => {
    await db.exec(`set role ${role}`);
    try {
      const read = await db.query<{ n: number }>('select count(*)::int as n from public.local_seo_content');
      expect(read.rows[0].n).toBeGreaterThan(0);
      await expect(db.query(`insert into public.local_seo_content (page_slug, title, meta_description) values ('x', 'x', 'x')`)).rejects.toThrow(/permission denied|row-level security/);
      await expect(db.query(`update public.business_info set name = ${sqlText('Hacked')}`)).rejects.toThrow(/permission denied/);
      await expect(db.query('delete from public.local_seo_content')).rejects.toThrow(/permission denied/);
    } finally {
      await db.exec('reset role');
    }
    const name = await db.query<{ name: string }>('select name from public.business_info');
    expect(name.rows[0].name).toBe(data['business-info.yaml'].name);
  });

  it('hides every row from a role the policies do not name, even with table privileges', async () => {
    await db.exec('create role stranger nologin; grant usage on schema public to stranger; grant select on public.business_info to stranger');
    await db.exec('set role stranger');
    try {
      const { rows } = await db.query('select * from public.business_info');
      expect(rows).toEqual([]);
    } finally {
      await db.exec('reset role');
    }
  });
});

describe('table constraints', () => {
  it('rejects a business_info row without services or with a bad email', async () => {
    await expect(
      db.query(`insert into public.business_info (name, description, address, city, province, postal_code, phone, email, business_hours, services)
        values ('a','b','c','d','e','f','g','not-an-email','h', array['x'])`),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db.query(`insert into public.business_info (name, description, address, city, province, postal_code, phone, email, business_hours, services)
        values ('a','b','c','d','e','f','g','a@b.example','h', '{}')`),
    ).rejects.toThrow(/check constraint/);
  });

  it('keeps page_slug unique and slug-shaped, and schema_markup an object', async () => {
    await expect(db.query(`insert into public.local_seo_content (page_slug, title, meta_description) values ('home', 't', 'd')`)).rejects.toThrow(/duplicate key/);
    await expect(db.query(`insert into public.local_seo_content (page_slug, title, meta_description) values ('Not A Slug', 't', 'd')`)).rejects.toThrow(/check constraint/);
    await expect(
      db.query(`insert into public.local_seo_content (page_slug, title, meta_description, schema_markup) values ('new-page', 't', 'd', '[1]'::jsonb)`),
    ).rejects.toThrow(/check constraint/);
  });
});

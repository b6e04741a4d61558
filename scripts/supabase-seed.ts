/**
 * Writes supabase/seed.sql from content/ (npm run supabase:seed). With --check, exits 1 when the
 * committed seed differs from what content/ would generate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/build/load-content';
import { seedSql } from '../src/build/supabase-seed';

const root = path.resolve(__dirname, '..');
const SEED_FILE = path.join(root, 'supabase', 'seed.sql');

const { data } = loadContent(path.join(root, 'content'));
const sql = seedSql(data['business-info.yaml'], data['seo.yaml'].records);

if (process.argv.includes('--check')) {
  const current = fs.existsSync(SEED_FILE) ? fs.readFileSync(SEED_FILE, 'utf8') : '';
  if (current !== sql) {
    console.error('supabase/seed.sql is out of date with content/: run npm run supabase:seed');
    process.exit(1);
  }
  console.log('supabase/seed.sql matches content/');
} else {
  fs.writeFileSync(SEED_FILE, sql);
  console.log(`Wrote ${path.relative(root, SEED_FILE)} (1 business_info row, ${data['seo.yaml'].records.length} local_seo_content rows)`);
}

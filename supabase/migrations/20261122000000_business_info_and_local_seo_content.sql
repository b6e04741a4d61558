-- The two tables the site reads at build time (spec section 3; src/build/remote-content.ts).
-- Readable by the anonymous role through PostgREST, writable only by the owner / service role
-- (the Supabase dashboard or SQL). A change reaches the site on the next build: see README.md,
-- "Business and SEO data from Supabase".

create table if not exists public.business_info (
  id             bigint generated always as identity primary key,
  name           text   not null check (btrim(name) <> ''),
  description    text   not null check (btrim(description) <> ''),
  address        text   not null check (btrim(address) <> ''),
  city           text   not null check (btrim(city) <> ''),
  province       text   not null check (btrim(province) <> ''),
  postal_code    text   not null check (btrim(postal_code) <> ''),
  phone          text   not null check (btrim(phone) <> ''),
  email          text   not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  business_hours text   not null check (btrim(business_hours) <> ''),
  services       text[] not null default '{}' check (cardinality(services) > 0),
  updated_at     timestamptz not null default now()
);

comment on table public.business_info is
  'The gym''s business information. The site uses the first row (select *, limit 1).';

create table if not exists public.local_seo_content (
  id               bigint generated always as identity primary key,
  page_slug        text   not null unique check (page_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title            text   not null check (btrim(title) <> ''),
  meta_description text   not null check (btrim(meta_description) <> ''),
  keywords         text[] not null default '{}',
  local_keywords   text[] not null default '{}',
  schema_markup    jsonb  check (schema_markup is null or jsonb_typeof(schema_markup) = 'object'),
  updated_at       timestamptz not null default now()
);

comment on table public.local_seo_content is
  'Per-page SEO: title, meta description, keywords and extra JSON-LD, looked up by page_slug (the slugs in src/lib/routes.ts).';

-- Keep updated_at honest when a row is edited.
create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists business_info_touch on public.business_info;
create trigger business_info_touch before update on public.business_info
  for each row execute function public.touch_updated_at();

drop trigger if exists local_seo_content_touch on public.local_seo_content;
create trigger local_seo_content_touch before update on public.local_seo_content
  for each row execute function public.touch_updated_at();

-- Row-level security: the anonymous and signed-in roles may read, and nothing else.
alter table public.business_info enable row level security;
alter table public.local_seo_content enable row level security;

drop policy if exists "business_info is public to read" on public.business_info;
create policy "business_info is public to read" on public.business_info
  for select to anon, authenticated using (true);

drop policy if exists "local_seo_content is public to read" on public.local_seo_content;
create policy "local_seo_content is public to read" on public.local_seo_content
  for select to anon, authenticated using (true);

-- Supabase grants every privilege on public tables to anon and authenticated by default;
-- take back everything but SELECT so a leaked anon key cannot change the data even if RLS is switched off.
revoke all on public.business_info, public.local_seo_content from anon, authenticated;
grant select on public.business_info, public.local_seo_content to anon, authenticated;

-- The language of the page a submission was sent from (src/content/languages.ts: en, pa, hi), so
-- the gym knows a visitor wrote in Punjabi or Hindi. Rows stored before this, and posts that name
-- no language, are English. The intake refuses a code that is not one of the site's languages, so
-- the list of languages is kept in one place (languages.ts), not repeated in a CHECK here.
ALTER TABLE submissions ADD COLUMN language text NOT NULL DEFAULT 'en';

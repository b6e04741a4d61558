/**
 * What the admin page reads at start (admin/config.json): the Decap configuration, the empty-field rules,
 * the facts the buttons stand for (for the preview) and the plans (for <Price plan="…" />), and the
 * preview styles. Pure: built from the loaded content by ./build-admin.ts.
 */
import { CONTENT_FILES, type ContentFileName } from '../content-schema';
import type { LoadedContent } from '../content-types';
import type { LanguageCode } from '../languages';
import { translatableTexts } from '../translations';
import { factsOfContent, type Facts } from '../facts';
import { nextPostId } from '../new-post';
import { cmsConfig, type CmsBackend, type CmsConfig, type EmptyRules } from './config';
import { adminScriptCss, previewCss } from './preview-css';
import { statusNote, translationFileName, translationStatus, type EnglishTexts, type TranslatedFile } from './translations';

export interface AdminData {
  config: CmsConfig;
  emptyRules: EmptyRules;
  facts: Facts;
  /** The choices of a plan's fact button: the plan's name and id. */
  planOptions: { label: string; value: string }[];
  previewCss: string;
  /** The admin page's own styles: the script faces of the translations' text areas. */
  adminCss: string;
  /** The translation files of the editor by name ("pa-faq"), and the current English they translate. */
  translationFiles: Record<string, TranslatedFile>;
  english: EnglishTexts;
}

/** Each data file's current English, by place. */
function englishTexts(content: LoadedContent): EnglishTexts {
  const out: EnglishTexts = {};
  for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) out[name] = Object.fromEntries(translatableTexts(content.data[name]).map((t) => [t.at, t.en]));
  return out;
}

/** Where each translation file stands when the admin is built, for its label. */
function translationNotes(content: LoadedContent, english: EnglishTexts): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const [language, byFile] of Object.entries(content.translations ?? {})) {
    for (const [source, entries] of Object.entries(byFile) as [ContentFileName, NonNullable<(typeof byFile)[ContentFileName]>][]) {
      notes[translationFileName(language as LanguageCode, source)] = statusNote(translationStatus(english[source] ?? {}, entries));
    }
  }
  return notes;
}

export function adminData(content: LoadedContent, backend: CmsBackend, siteUrl: string): AdminData {
  const ids = content.blog.map((p) => p.frontmatter.id);
  const english = englishTexts(content);
  const { config, emptyRules, translationFiles } = cmsConfig({ backend, nextPostId: nextPostId(ids), siteUrl, translationNotes: translationNotes(content, english) });
  const planOptions = content.data['plans.yaml'].tabs.flatMap((t) => t.plans.map((p) => ({ label: `${p.name} (${p.id})`, value: p.id })));
  return { config, emptyRules, facts: factsOfContent(content.data), planOptions, previewCss: previewCss('/fonts/', '/admin/'), adminCss: adminScriptCss('/admin/'), translationFiles, english };
}

/**
 * The production backend from the build's environment (see docs/cms/production.md): CMS_BACKEND
 * (github, gitlab, forgejo, gitea or git-gateway, the default), CMS_REPO ("owner/name"), CMS_BRANCH ("main"),
 * CMS_API_ROOT (a self-hosted forge's API), CMS_BASE_URL (the OAuth server or the forge's root),
 * CMS_APP_ID (the OAuth application's client id, for gitlab, forgejo and gitea).
 */
export function productionBackend(env: Readonly<Record<string, string | undefined>>): CmsBackend {
  const branch = env.CMS_BRANCH || 'main';
  const name = env.CMS_BACKEND || 'git-gateway';
  if (name === 'git-gateway') return { name, branch };
  if (name !== 'github' && name !== 'gitlab' && name !== 'forgejo' && name !== 'gitea') throw new Error(`CMS_BACKEND must be github, gitlab, forgejo, gitea or git-gateway, not "${name}"`);
  if (!env.CMS_REPO || !/^[\w.-]+(\/[\w.-]+)+$/.test(env.CMS_REPO)) throw new Error(`CMS_BACKEND=${name} needs CMS_REPO="owner/name" (got "${env.CMS_REPO ?? ''}")`);
  return {
    name,
    repo: env.CMS_REPO,
    branch,
    ...(env.CMS_API_ROOT ? { api_root: env.CMS_API_ROOT } : {}),
    ...(env.CMS_BASE_URL ? { base_url: env.CMS_BASE_URL } : {}),
    ...(env.CMS_APP_ID ? { app_id: env.CMS_APP_ID } : {}),
    // GitLab logs in from the browser (PKCE) when given the application's id; Forgejo and Gitea always do.
    ...(name === 'gitlab' && env.CMS_APP_ID ? { auth_type: 'pkce' as const } : {}),
  };}

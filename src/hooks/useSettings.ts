import { useSiteContent, type SiteContent } from './useSiteContent';

/** Site-wide settings (content/data/settings.yaml), without images: the facts, with the page's words over them. */
export type SiteSettings = SiteContent['contentSettings'];

export function useSettings(): SiteSettings {
  return useSiteContent().contentSettings;
}

import { present } from '../lib/query-data';
import { useSiteContent } from './useSiteContent';

/** Site-wide settings (content/data/settings.yaml), without images. */
export type SiteSettings = NonNullable<Queries.SiteContentQuery['contentSettings']>;

export function useSettings(): SiteSettings {
  return present(useSiteContent().contentSettings, 'content/data/settings.yaml');
}

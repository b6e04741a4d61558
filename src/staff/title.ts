/**
 * The browser tab's title: the page, with the count of new leads not yet seen in front,
 * "(3) Leads · Forge 24 Fitness". The brand is the content's (settings.yaml brand.name).
 */
export function staffTitle(page: string, brand: string, unseen = 0): string {
  const count = unseen > 0 ? `(${unseen > 99 ? '99+' : unseen}) ` : '';
  return `${count}${page} · ${brand}`;
}

/** The home page's Ministry Fields community teaser (community issue). */
export function MinistryFieldsTeaser() {
  return null;
}

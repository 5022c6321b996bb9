import type { legalSlugs } from '@selah/contracts/site-content';

/** Every query key of the site feature; invalidate through these, never an inline array. */
export const siteKeys = {
  all: ['site'] as const,
  station: () => [...siteKeys.all, 'station'] as const,
  about: () => [...siteKeys.all, 'pages', 'about'] as const,
  legalPage: (slug: (typeof legalSlugs)[number]) => [...siteKeys.all, 'pages', 'legal', slug] as const,
  team: () => [...siteKeys.all, 'team'] as const,
  packages: () => [...siteKeys.all, 'packages'] as const,
  sponsors: () => [...siteKeys.all, 'sponsors'] as const,
  sponsor: (id: string) => [...siteKeys.sponsors(), id] as const,
};

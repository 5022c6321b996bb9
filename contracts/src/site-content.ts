import { z } from 'zod';

export const sponsorProfile = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  description: z.string(),
  website: z.string(),
  email: z.string(),
  location: z.string(),
  established: z.number().int(),
  focus: z.array(z.string()),
  testimonial: z.object({ quote: z.string(), author: z.string() }),
  /** The sponsor's logo, uploaded in the station console (a WebP under /media/site/). */
  logo: z.string().optional(),
});
export type SponsorProfile = z.infer<typeof sponsorProfile>;

export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  /** The member's photo, uploaded in the station console (a WebP under /media/site/). */
  photo: z.string().optional(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const pricedPackage = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  period: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()),
  mentionsPerDay: z.string().optional(),
});
export type PricedPackage = z.infer<typeof pricedPackage>;

export const packagesResponse = z.object({ sponsorship: z.array(pricedPackage), advertising: z.array(pricedPackage) });
export type Packages = z.infer<typeof packagesResponse>;

export const aboutContent = z.object({
  mission: z.string(),
  story: z.array(z.string()),
  values: z.array(z.object({ title: z.string(), text: z.string() })),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AboutContent = z.infer<typeof aboutContent>;

export const legalSlugs = ['privacy', 'terms'] as const;
export const legalPage = z.object({
  title: z.string(),
  /** The day the text last changed (YYYY-MM-DD), not today's date. */
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type LegalPage = z.infer<typeof legalPage>;

export const sponsorNotFound = { title: 'Sponsor Not Found', message: "The sponsor you're looking for doesn't exist." } as const;

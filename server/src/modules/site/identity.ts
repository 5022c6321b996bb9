import type { StationInfo } from '@selah/contracts/station';

/** What the first-run setup says of the station. */
export interface IdentityInput {
  name: string;
  shortName?: string | undefined;
  tagline?: string | undefined;
  city?: string | undefined;
  logo?: string | null | undefined;
  accent?: string | undefined;
  contactEmail: string;
}

/**
 * The station's identity from the setup: its own name, words, place, logo, colour and address;
 * nothing of the demo's (its phone, street, hours and social links) is kept.
 */
export function identityPatch(current: StationInfo, input: IdentityInput): StationInfo {
  const tagline = input.tagline?.trim() || 'Community radio';
  return {
    ...current,
    name: input.name,
    shortName: input.shortName?.trim() || input.name,
    tagline,
    description: tagline,
    city: input.city?.trim() ?? '',
    logo: input.logo ?? null,
    accent: input.accent ?? current.accent,
    contact: { email: input.contactEmail, phone: '', address: input.city?.trim() ?? '', hours: '' },
    social: [],
  };
}

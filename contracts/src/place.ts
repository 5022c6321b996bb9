// What an author line shows of where a member lives: nothing (the default), their region, or their town.
import { cityLabel, countryLabel } from './geo.ts';

export const placeChoices = ['none', 'region', 'city'] as const;
export type PlaceChoice = (typeof placeChoices)[number];

const states: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};
const provinces: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
};

/** The town as a person writes it: "Bowling Green, KY" (a listed city's label, or the member's own words). */
export function townOf(city: string, country: string): string {
  return cityLabel(country, city) ?? (city === 'other' ? '' : city.trim());
}

/** The state or province from "Town, KY" in the US or Canada, else the country: "Kentucky", "Ontario", "Kenya". */
export function regionOf(city: string, country: string): string {
  const code = /,\s*([A-Za-z]{2})\s*$/.exec(townOf(city, country))?.[1]?.toUpperCase();
  const named = code ? (country === 'CA' ? provinces[code] : country === 'US' || !country ? states[code] : undefined) : undefined;
  return named ?? countryLabel(country) ?? '';
}

/** What the author line shows beside the member's name; '' when they chose nothing. */
export function placeShown(city: string, country: string, choice: PlaceChoice): string {
  if (choice === 'city') return townOf(city, country) || regionOf(city, country);
  if (choice === 'region') return regionOf(city, country);
  return '';
}

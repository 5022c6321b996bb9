import { z } from 'zod';
import { passwordSchema, usernameSchema } from './accounts.ts';
import { isTimeZone } from './radio.ts';
import { accentColour } from './station.ts';
import { fieldLabels as l } from './field-labels.ts';

/** Sentences of the first-run setup. */
export const setupMessages = {
  badCode:
    'That setup code is not right. It is printed where the station was started, on a line that begins "Setup code:". Check it and try again.',
  alreadySetUp: 'This station is already set up. Please sign in instead.',
  tooManyTries: 'Too many wrong setup codes. Please wait a few minutes, then try again with the code from the terminal.',
  nameRequired: 'Please give the station a name.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  badZone: 'Please choose a time zone from the list, such as America/Chicago.',
  badEmail: 'Please enter a valid email address.',
  badLogo: 'The logo must be one uploaded on this page.',
  badAddress: 'The station’s address must start with https:// or http://.',
  choose: 'Please choose whether to start empty or with the demo station.',
} as const;

const m = setupMessages;
const text = (label: string, max: number) => z.string().trim().max(max, m.tooLong(label, max));

export const setupStatus = z.object({ needed: z.boolean() });

/** The console: whether anything of the demo station is left to remove. */
export const demoStatus = z.object({ present: z.boolean() });
export type DemoStatus = z.infer<typeof demoStatus>;
export type SetupStatus = z.infer<typeof setupStatus>;

/** The console: the station's time zone, and whether STATION_TIMEZONE on the server decides it. */
export const zoneStatus = z.object({ zone: z.string(), fromEnvironment: z.boolean() });
export type ZoneStatus = z.infer<typeof zoneStatus>;
export const zoneRequest = z.object({ zone: z.string().trim().max(60).refine(isTimeZone, m.badZone) });
export const zoneFromEnvironment = 'The time zone is set on the server (STATION_TIMEZONE), so it is changed there.';

export const setupStation = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(80, m.tooLong(l.name, 80)),
  shortName: text(l.shortName, 40).optional(),
  tagline: text(l.tagline, 120).optional(),
  city: text(l.city, 80).optional(),
  timezone: z.string().trim().max(60).refine(isTimeZone, m.badZone),
  logo: z
    .string()
    .regex(/^\/media\/site\/[0-9a-f-]{36}\.(webp|png)$/, m.badLogo)
    .nullish(),
  accent: accentColour.optional(),
  contactEmail: z.string().trim().max(254).pipe(z.email(m.badEmail)),
});
export type SetupStation = z.infer<typeof setupStation>;

export const setupRequest = z.object({
  code: z.string().trim().min(1, m.badCode).max(40, m.badCode),
  admin: z.object({
    username: usernameSchema,
    email: z.string().trim().max(254).pipe(z.email(m.badEmail)),
    password: passwordSchema,
  }),
  station: setupStation,
  /** true: explore with the demo station's sample content; false: start empty. */
  demo: z.boolean({ error: m.choose }),
  /** The address the station is reached at (the browser's), for links in its mail when PUBLIC_URL is not set. */
  address: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s/]+/i, m.badAddress)
    .optional(),
});
export type SetupRequest = z.input<typeof setupRequest>;

import { z } from 'zod';

export const stationInfo = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  description: z.string(),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string(), hours: z.string() }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type StationInfo = z.infer<typeof stationInfo>;

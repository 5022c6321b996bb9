import { z } from 'zod';

export const healthResponse = z.object({
  ok: z.literal(true),
  version: z.string(),
  db: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthResponse>;

/** 503: the station answers but cannot work as it should (a table that cannot be read, a full or read-only disk). */
export const healthProblemResponse = z.object({
  ok: z.literal(false),
  version: z.string(),
  db: z.enum(['pglite', 'postgres']),
  problems: z.array(z.object({ check: z.enum(['database', 'disk']), message: z.string() })),
});
export type HealthProblems = z.infer<typeof healthProblemResponse>;

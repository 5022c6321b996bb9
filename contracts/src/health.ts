import { z } from 'zod';

export const healthResponse = z.object({
  ok: z.literal(true),
  version: z.string(),
  db: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthResponse>;

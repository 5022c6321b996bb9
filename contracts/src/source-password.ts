import { z } from 'zod';

/** The live mount's station source password in the console: whether one is set, never what it is. */
export const sourcePasswordStatus = z.object({ set: z.boolean(), fromEnvironment: z.boolean() });
export const sourcePasswordRequest = z.object({
  password: z
    .string()
    .min(8, 'The source password must be at least 8 characters.')
    .max(200, 'The source password must be at most 200 characters.')
    .refine((v) => !/[\s:]/.test(v), 'The source password cannot hold spaces or colons (streaming software cannot send them).'),
});

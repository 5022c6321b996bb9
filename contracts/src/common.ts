import { z } from 'zod';

/** Every non-2xx answer carries a sentence a person can read; `error` is a stable code. */
export const errorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Every public form carries a honeypot that people never see and the time it was shown. */
export const antiSpamFields = {
  hp: z.string().max(500).optional().default(''),
  renderAt: z.coerce.number().int().nonnegative().optional(),
};

export const idResponse = z.object({ id: z.string() });
export type IdResponse = z.infer<typeof idResponse>;

/** Turns zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

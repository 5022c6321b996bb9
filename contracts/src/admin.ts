import { z } from 'zod';

/** One line of the station console's audit log (`GET /api/admin/audit`). */
export const auditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  /** Only this action, or actions starting with it ("user." for every change to people). */
  action: z.string().max(60).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

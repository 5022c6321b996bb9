import crypto from 'node:crypto';
import { z } from 'zod';
import { settingsPart } from '../../platform/settings/settings.ts';

/** Letters and digits nobody misreads (no 0/O, 1/I/L): 12 of them are 60 bits, in three groups. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The setup code of a station nobody has set up, sealed like every secret setting: each instance
 * and each restart prints the same code until the setup uses it.
 */
export const setupCodePart = settingsPart({
  key: 'setup.code',
  schema: z.object({ code: z.string().optional(), issuedAt: z.string() }),
  secrets: ['code'],
});

export function newSetupCode(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

const normal = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Whether a typed code (any case, with or without dashes and spaces) is the station's, compared in constant time. */
export function sameCode(typed: string, code: string): boolean {
  const a = crypto.createHash('sha256').update(normal(typed)).digest();
  const b = crypto.createHash('sha256').update(normal(code)).digest();
  return crypto.timingSafeEqual(a, b);
}

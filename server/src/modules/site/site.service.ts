import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { adOrderRequest, contactRequest, newsletterRequest, sponsorInquiryRequest } from '@selah/contracts/site';
import type { Db } from '../../db/client.ts';
import { judgeSubmission } from '../../platform/http/anti-spam.ts';
import {
  insertAdOrder,
  insertContactMessage,
  insertSponsorInquiry,
  listSubmissions,
  readStationContent,
  seedStationContent,
  upsertSubscriber,
  type FormKind,
} from './site.repo.ts';

export async function seedStationFromContent(db: Db, contentDir: string): Promise<void> {
  const file = path.join(contentDir, 'station.json');
  const content = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  await seedStationContent(db, content);
}

export { readStationContent, listSubmissions, type FormKind };

// Rotates with each start: the hash groups one sender's forms, and cannot be turned back into an address.
const clientSalt = crypto.randomBytes(16);
export function clientHashOf(ip: string): string {
  return crypto.createHmac('sha256', clientSalt).update(ip).digest('hex').slice(0, 24);
}

export interface Submitted {
  id: string;
  /** false when an identical request was already stored (newsletter). */
  created: boolean;
}

/**
 * Bots (a filled honeypot, a form sent faster than a person types) get the same answer as
 * people, so they learn nothing, and nothing of theirs is stored.
 */
function quietlyRefused(input: { hp?: string; renderAt?: number | undefined }): Submitted | null {
  return judgeSubmission(input) ? { id: crypto.randomUUID(), created: true } : null;
}

type Stored<T> = Omit<T, 'hp' | 'renderAt'> & { clientHash: string };

/** Stores a person's form with its sender's hash; a bot's is answered alike and dropped. */
async function storeUnlessBot<T extends { hp?: string; renderAt?: number | undefined }>(
  input: T,
  clientHash: string,
  insert: (row: Stored<T>) => Promise<string>,
): Promise<Submitted> {
  const refused = quietlyRefused(input);
  if (refused) return refused;
  const { hp: _hp, renderAt: _r, ...fields } = input;
  return { id: await insert({ ...fields, clientHash } as Stored<T>), created: true };
}

export const submitContact = (db: Db, input: z.output<typeof contactRequest>, clientHash: string) =>
  storeUnlessBot(input, clientHash, (row) => insertContactMessage(db, row));

export const submitSponsorInquiry = (db: Db, input: z.output<typeof sponsorInquiryRequest>, clientHash: string) =>
  storeUnlessBot(input, clientHash, (row) => insertSponsorInquiry(db, row));

export const submitAdOrder = (db: Db, input: z.output<typeof adOrderRequest>, clientHash: string) =>
  storeUnlessBot(input, clientHash, (row) => insertAdOrder(db, row));

export async function subscribeNewsletter(
  db: Db,
  input: z.output<typeof newsletterRequest>,
  clientHash: string,
): Promise<Submitted> {
  const refused = quietlyRefused(input);
  if (refused) return refused;
  return upsertSubscriber(db, { email: input.email, clientHash });
}

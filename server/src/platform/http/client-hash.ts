import crypto from 'node:crypto';

// Rotates with each start (docs/decisions/007-per-process-state.md): the hash groups one
// sender's forms and listening sessions, and cannot be turned back into an address.
const clientSalt = crypto.randomBytes(16);

export function clientHashOf(ip: string): string {
  return crypto.createHmac('sha256', clientSalt).update(ip).digest('hex').slice(0, 24);
}

import type { FastifyRequest } from 'fastify';
import { commonMessages } from '@selah/contracts/common';
import { badRequest } from './errors.ts';

/** NUL and the other C0 controls but tab, newline and return: no person types them, and PostgreSQL refuses NUL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

function findControl(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControl(value) ? path || '_' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    const found = findControl(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A 400 naming the field when any text in the body or query holds a control character. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const field = findControl(request.query, '') ?? findControl(request.body, '') ?? findControl(request.params, '');
  if (field) throw badRequest(commonMessages.nulChar, { [field]: commonMessages.nulChar }, 'control_character');
}

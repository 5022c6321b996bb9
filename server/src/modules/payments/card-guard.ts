import type { FastifyRequest } from 'fastify';
import { cardFieldNames, paymentMessages } from '@selah/contracts/payments';
import { badRequest } from '../../platform/http/errors.ts';

const cardNames = new Set(cardFieldNames.map((n) => n.replace(/[_-]/g, '')));

/** A 13–19 digit run (spaces or dashes allowed) that passes the Luhn check: a card number. */
export function looksLikeCardNumber(text: string): boolean {
  for (const match of text.matchAll(/(?:\d[ -]?){13,19}/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

function findCardData(value: unknown, depth = 0): string | null {
  if (Buffer.isBuffer(value)) return null;
  if (depth > 6 || value === null || typeof value !== 'object') {
    return typeof value === 'string' && looksLikeCardNumber(value) ? 'card number' : null;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (cardNames.has(key.toLowerCase().replace(/[_-]/g, ''))) return key;
    const inner = findCardData(v, depth + 1);
    if (inner) return inner;
  }
  return null;
}

/**
 * Card data never reaches Selah: a body that carries a card field (number, cvc, expiry…) or a
 * card number anywhere is refused before it is validated, stored or logged.
 */
export async function refuseCardData(request: FastifyRequest): Promise<void> {
  const found = findCardData(request.body);
  if (found) throw badRequest(paymentMessages.cardFieldsRefused, undefined, 'card_data_refused');
}

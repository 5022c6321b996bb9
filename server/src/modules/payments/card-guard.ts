import type { FastifyRequest } from 'fastify';
import { cardFieldNames, paymentMessages } from '@selah/contracts/payments';
import { badRequest } from '../../platform/http/errors.ts';
import { cardLikeRuns } from '../../platform/http/log-redact.ts';

const cardNames = new Set(cardFieldNames.map((n) => n.replace(/[_-]/g, '')));

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/**
 * A 13–19 digit run that passes the Luhn check: a card number, however it is typed (any
 * separators between digits: spaces of any width, dashes, dots, slashes; full-width,
 * Arabic-Indic and other scripts' digits).
 */
export function looksLikeCardNumber(text: string): boolean {
  return cardLikeRuns(text).some(luhn);
}

/** The first card field or card number anywhere in a body, at any depth (walked without recursion). */
function findCardData(body: unknown): string | null {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      if (looksLikeCardNumber(String(value))) return 'card number';
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (cardNames.has(key.toLowerCase().replace(/[_-]/g, ''))) return key;
      if (looksLikeCardNumber(key)) return 'card number';
      stack.push(v);
    }
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

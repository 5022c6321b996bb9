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

/** Half of a UTF-16 surrogate pair on its own ("\ud800"): not Unicode text, and no database can store it as it is. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

type Fault = 'control' | 'surrogate';
const faultOf = (text: string): Fault | null => (hasControl(text) ? 'control' : hasLoneSurrogate(text) ? 'surrogate' : null);

/** The first string (or key) at any depth with a control character or a lone surrogate, walked without recursion. */
function findFault(root: unknown): { field: string; fault: Fault } | null {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const fault = faultOf(value);
      if (fault) return { field: path || '_', fault };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      const fault = faultOf(key);
      if (fault) return { field: path || '_', fault };
      stack.push([v, field]);
    }
  }
  return null;
}

/** A chat line, a name…: text a person could have typed (no control characters, whole Unicode). */
export const isCleanText = (text: string) => faultOf(text) === null;

/** A 400 naming the field when any text in the body, query or params holds a control character or a lone surrogate. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const found = findFault(request.query) ?? findFault(request.body) ?? findFault(request.params);
  if (!found) return;
  const message = found.fault === 'control' ? commonMessages.nulChar : commonMessages.brokenText;
  throw badRequest(message, { [found.field]: message }, found.fault === 'control' ? 'control_character' : 'invalid_text');
}

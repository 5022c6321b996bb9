import { commonMessages } from '@selah/contracts/common';
import { badRequest } from '../../platform/http/errors.ts';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
export function decodeCursor<T>(cursor: string | undefined, check: (v: unknown) => v is T): T | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (check(v)) return v;
  } catch {
    // fall through
  }
  throw badRequest(commonMessages.badCursor, { cursor: commonMessages.badCursor }, 'bad_cursor');
}
export const isOffset = (v: unknown): v is { o: number } =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { o: unknown }).o) && (v as { o: number }).o >= 0;
export const isKeyset = (v: unknown): v is { p: string; i: string } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { p: unknown }).p === 'string' &&
  !Number.isNaN(Date.parse((v as { p: string }).p)) &&
  /^[0-9a-f-]{36}$/.test(String((v as { i: unknown }).i));

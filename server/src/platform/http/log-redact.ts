/**
 * What the request log must never keep: secrets in query strings (reset and manage tokens,
 * unsubscribe signatures, keys, codes) and anything shaped like a card number, however its
 * digits are written (full-width, Arabic-Indic…) and whatever separates them.
 */

/** Query parameters whose values are secrets, by name (any case). */
const SECRET_NAMES = /^(?:.*token|sig|signature|s|key|.*_key|apikey|code|.*secret|password|passwd|pass|pw|auth|session|otp)$/i;

/** The zero of each run of ten decimal digits a card number might be typed in (ASCII, full-width, Arabic-Indic, Indic scripts…). */
const ZEROS = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090,
  0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
  0xff10, 0x104a0, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1fbf0,
];

/** The ASCII form of every decimal digit in `text` (other characters kept as they are). */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp < z + 10);
    return String(zero === undefined ? cp % 10 : cp - zero);
  });
}

/**
 * Runs of 13–19 digits, each digit separated from the next by at most three characters that
 * are neither letters nor digits (spaces of any width, dashes, dots, slashes, invisible marks).
 */
const DIGIT_RUN = /\p{Nd}(?:[^\p{L}\p{Nd}]{0,3}\p{Nd}){12,}/gu;

/** The digit runs of `text` that have a card number's length, as ASCII digits. */
export function cardLikeRuns(text: string): string[] {
  const runs: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(DIGIT_RUN)) {
    const digits = asciiDigits(m[0]).replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19) runs.push(digits);
    // A longer run may hide a card among other digits: every 13–19 window of it counts.
    else if (digits.length > 19) for (let i = 0; i + 13 <= digits.length; i++) runs.push(digits.slice(i, i + 19));
  }
  return runs;
}

export const REDACTED = '[REDACTED]';

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

const cardLike = (s: string) => cardLikeRuns(safeDecode(s)).length > 0;

/** A request URL as it may be logged: secret query values and card-like parts replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const safePath = path
    .split('/')
    .map((segment) => (cardLike(segment) ? REDACTED : segment))
    .join('/');
  if (q < 0) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      if (cardLike(name)) return REDACTED;
      if (eq >= 0 && (SECRET_NAMES.test(safeDecode(name)) || cardLike(value))) return `${name}=${REDACTED}`;
      return pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

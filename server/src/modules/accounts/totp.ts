import crypto from 'node:crypto';

/** RFC 6238 with the values every authenticator app assumes: SHA-1, six digits, 30-second steps. */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that still count: a phone a little fast or slow, a code typed as it turns. */
export const WINDOW_STEPS = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how apps are given the secret. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226: the code for one counter value. */
export function hotp(secret: Buffer, counter: number, algorithm = 'sha1', digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

/** The code an app shows at `ms` for a base32 secret (tests compute codes with it from the injected clock). */
export const totpAt = (secretBase32: string, ms: number) => hotp(base32Decode(secretBase32), stepAt(ms));

/** The step whose code `code` is, within the window around `ms`, or null. Compared in constant time. */
export function matchingStep(secretBase32: string, code: string, ms: number): number | null {
  const secret = base32Decode(secretBase32);
  const now = stepAt(ms);
  let found: number | null = null;
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step++) {
    if (crypto.timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS)))) found = step;
  }
  return found;
}

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => base32Encode(crypto.randomBytes(20));

/** The otpauth:// address an app reads from the QR code. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: ten characters that are hard to misread (no 0/o, 1/l/i), shown as abcde-fghjk (about 49 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored of a recovery code: its SHA-256, however it was typed (case, dash, spaces). */
export const hashRecoveryCode = (code: string) =>
  crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

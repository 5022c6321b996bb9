import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hashRecoveryCode, hotp, matchingStep, newRecoveryCode, otpauthUrl, totpAt } from './totp.ts';

// RFC 6238 appendix B and RFC 4226 appendix D, with their shared secret "12345678901234567890".
const rfcSecret = Buffer.from('12345678901234567890');

describe('totp', () => {
  it('gives RFC 4226 HOTP values', () => {
    expect([0, 1, 2, 9].map((c) => hotp(rfcSecret, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('gives RFC 6238 SHA-1 values (8 digits) at the test times', () => {
    const at = (seconds: number) => hotp(rfcSecret, Math.floor(seconds / 30), 'sha1', 8);
    expect([59, 1111111109, 1111111111, 1234567890, 2000000000].map(at)).toEqual([
      '94287082',
      '07081804',
      '14050471',
      '89005924',
      '69279037',
    ]);
  });

  it('round-trips base32 and refuses text that is not base32', () => {
    const secret = base32Encode(rfcSecret);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase())).toEqual(rfcSecret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts one step either side of now and no further', () => {
    const secret = base32Encode(rfcSecret);
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totpAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totpAt(secret, now + 60_000), now)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, now - 60_000), now)).toBeNull();
  });

  it('writes the otpauth address apps read', () => {
    const text = otpauthUrl('Grace Radio', 'ruth', 'ABCDEF');
    expect(text.startsWith('otpauth://totp/Grace%20Radio%3Aruth?')).toBe(true);
    expect(Object.fromEntries(new URL(text).searchParams)).toEqual({
      secret: 'ABCDEF',
      issuer: 'Grace Radio',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('makes readable recovery codes, hashed the same however they are typed', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(code).not.toMatch(/[01ilo]/);
    expect(hashRecoveryCode(code.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(code));
    expect(new Set(Array.from({ length: 50 }, newRecoveryCode)).size).toBe(50);
  });
});

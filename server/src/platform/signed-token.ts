import crypto from 'node:crypto';

/**
 * Short-lived capabilities signed with the station's secret key (SELAH_SECRET_KEY or
 * DATA_DIR/secret.key, the same on every instance): `<expiry>.<HMAC(purpose, subject, expiry)>`.
 */
export function createSigner(secretKey: Buffer, purpose: string) {
  const key = crypto.createHmac('sha256', secretKey).update(`selah.signed-token:${purpose}`).digest();
  const mac = (subject: string, expires: string) => crypto.createHmac('sha256', key).update(`${subject}\n${expires}`).digest('base64url');
  return {
    sign(subject: string, expiresAt: Date): string {
      const expires = expiresAt.getTime().toString(36);
      return `${expires}.${mac(subject, expires)}`;
    },
    verify(subject: string, token: string | undefined, now: Date): boolean {
      if (!token) return false;
      const [expires, given] = token.split('.');
      if (!expires || !given || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
      if (parseInt(expires, 36) <= now.getTime()) return false;
      const want = Buffer.from(mac(subject, expires));
      const got = Buffer.from(given);
      return want.length === got.length && crypto.timingSafeEqual(want, got);
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;

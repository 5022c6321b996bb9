// A stand-in push service for tests: receives web pushes on 127.0.0.1 and decrypts them as a
// browser would (RFC 8291 aes128gcm), with keys made here as a browser's subscription makes them.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: { title: string; body: string; link: string };
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the subscriber's private key. */
export function decryptAes128gcm(body: Buffer, subscriber: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = subscriber.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not a final aes128gcm record');
  return padded.subarray(0, end);
}

export async function startPushService() {
  const subscriber = crypto.createECDH('prime256v1');
  subscriber.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const received: ReceivedPush[] = [];
  const undecryptable: string[] = [];
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), subscriber, authSecret).toString('utf8'),
        ) as ReceivedPush['payload'];
        received.push({ path: req.url ?? '', headers: req.headers, payload });
        res.statusCode = status;
      } catch (err) {
        undecryptable.push(err instanceof Error ? err.message : String(err));
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    undecryptable,
    /** Exempt this origin from the outbound guard (config.outboundAllowOrigins): it is on loopback. */
    origin: `http://127.0.0.1:${port}`,
    /** What the service answers from now on (410: the browser unsubscribed). */
    answer: (code: number) => void (status = code),
    subscription: (path = '/push/device-1') => ({
      endpoint: `http://127.0.0.1:${port}${path}`,
      expirationTime: null,
      keys: { p256dh: subscriber.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

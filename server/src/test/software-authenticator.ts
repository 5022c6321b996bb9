import crypto from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for tests: an ES256 (P-256) key pair per credential,
 * 'none' attestation, and authenticator data, client data and signatures built as the
 * WebAuthn Level 2 specification lays them out (§6.1 authenticator data, §6.5.4 'none'
 * attestation, §5.8.1 client data), answered in the JSON shape @simplewebauthn/browser sends.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Enough CBOR (RFC 8949) for attestation objects and COSE keys: integers, byte and text strings, arrays, maps. */
export function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.of((major << 5) | n);
    if (n < 0x100) return Buffer.of((major << 5) | 24, n);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => crypto.createHash('sha256').update(b).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  counter: number;
}

export function newCredential(): SoftCredential {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { id: crypto.randomBytes(32), privateKey, publicKey, counter: 0 };
}

/** The credential's public key as a COSE_Key: kty EC2, alg ES256, crv P-256, x, y. */
function coseKey(publicKey: crypto.KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.of(flags), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Answers `navigator.credentials.create()` for `options` (a challenge and an RP id) at `origin`. */
export function attest(
  cred: SoftCredential,
  options: { challenge: string; rp: { id?: string } },
  origin: string,
  opts: { rpId?: string; userVerified?: boolean } = {},
) {
  const rpId = opts.rpId ?? options.rp.id ?? new URL(origin).hostname;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(cred.id.length);
  // AAGUID all zeros: 'none' attestation says nothing of the make.
  const attested = Buffer.concat([Buffer.alloc(16), idLength, cred.id, coseKey(cred.publicKey)]);
  const flags = UP | AT | (opts.userVerified === false ? 0 : UV);
  const authData = authenticatorData(rpId, flags, cred.counter, attested);
  return {
    id: b64url(cred.id),
    rawId: b64url(cred.id),
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'cross-platform' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(cbor({ fmt: 'none', attStmt: new Map(), authData })),
      transports: ['usb'],
    },
  };
}

/** Answers `navigator.credentials.get()` for `challenge`: the counter rises by one unless `counter` is given. */
export function assert(cred: SoftCredential, challenge: string, origin: string, opts: { rpId?: string; counter?: number } = {}) {
  cred.counter = opts.counter ?? cred.counter + 1;
  const authData = authenticatorData(opts.rpId ?? new URL(origin).hostname, UP | UV, cred.counter);
  const data = clientData('webauthn.get', challenge, origin);
  // ES256: ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded as WebAuthn expects.
  const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(data)]), cred.privateKey);
  return {
    id: b64url(cred.id),
    rawId: b64url(cred.id),
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
  };
}

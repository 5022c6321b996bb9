import { expect } from 'vitest';
import { publicAddress } from '../../platform/public-address.ts';
import { assert, attest, newCredential, type SoftCredential } from '../../test/software-authenticator.ts';
import type { TestUser } from '../../test/fixtures.ts';
import { PASSWORD, twoStepStation } from './two-step.fixtures.ts';

/**
 * A two-step station (two-step.fixtures.ts) and the passkey steps its tests share. The passkeys are
 * made by a software authenticator (test/software-authenticator.ts): real ES256 keys, real
 * authenticator data, real signatures, checked by @simplewebauthn/server.
 */
export function passkeyStation(ipPrefix: string) {
  const station = twoStepStation(ipPrefix);
  const { s, freshIp, post, login } = station;

  const origin = async () => publicAddress(s.t.app.config, s.t.app.settings);
  const get = (url: string, user: TestUser) => s.t.app.inject({ url, headers: user.auth });

  /** Registers a new software passkey for `user`; answers the credential and the server's answer. */
  async function addPasskey(user: TestUser, name = 'Kitchen laptop', cred: SoftCredential = newCredential()) {
    const options = (await post('/api/auth/passkeys/options', user)).json<{ challenge: string; rp: { id: string } }>();
    const res = await post('/api/auth/passkeys', user, { name, response: attest(cred, options, await origin()) });
    return { cred, res };
  }

  /** The password, then the 401's passkey challenge answered by `cred` (or by `answer` to build a bad one). */
  async function signInWithPasskey(
    user: TestUser,
    cred: SoftCredential,
    answer: (challenge: string, origin: string) => ReturnType<typeof assert> = (c, o) => assert(cred, c, o),
    ip = freshIp(),
  ) {
    const first = await login(user.username, undefined, ip);
    expect(first.statusCode).toBe(401);
    const { passkey } = first.json<{ passkey?: { challenge: string } }>();
    const response = answer(passkey!.challenge, await origin());
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: PASSWORD, passkey: response },
      remoteAddress: ip,
    });
    return { res, response, ip };
  }

  const auditOf = async (admin: TestUser, action: string) =>
    (await get(`/api/admin/audit?action=${action}`, admin)).json<{ entries: Array<{ summary: string; targetId: string | null }> }>()
      .entries;

  return { ...station, origin, get, addPasskey, signInWithPasskey, auditOf };
}

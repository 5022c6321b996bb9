import { auditSentences as said } from '@selah/contracts/audit-sentences';
import crypto from 'node:crypto';
import {
  passkeyMessages as m,
  type PasskeyAuthenticationResponse,
  type PasskeyCreationOptions,
  type PasskeyRegisterResponse,
  type PasskeyRegistrationResponse,
  type PasskeyRequestOptions,
  type PasskeySummary,
} from '@selah/contracts/passkeys';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { Clock } from '../../platform/time/clock.ts';
import * as repo from './passkeys.repo.ts';
import type { TwoStepService } from './two-step.service.ts';
import type { RelyingParty } from './relying-party.ts';

/** How long a challenge waits for its answer: the browser's own prompt times out at one minute. */
export const CHALLENGE_MS = 5 * 60_000;

export type PasskeysService = ReturnType<typeof createPasskeysService>;

// The library and its certificate parsers load on the first passkey, not at every start (lean memory).
const webauthn = () => import('@simplewebauthn/server');

const summary = (row: repo.PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys as a second step (decision 029), with @simplewebauthn/server: challenges random,
 * stored server-side per member and purpose, spent by the first answer and refused after five
 * minutes; the signature counter must rise; user verification preferred, not required (the
 * passkey is the second step after the password, like the app's code).
 */
export function createPasskeysService(deps: {
  db: Db;
  clock: Clock;
  audit: Audit;
  twoStep: TwoStepService;
  relyingParty: () => Promise<RelyingParty>;
  confirmPassword: (userId: string, password: string, address: string, wrong: string) => Promise<void>;
}) {
  const { db, clock } = deps;
  const challengeFor = (userId: string, purpose: repo.ChallengePurpose, challenge: string) =>
    repo.putChallenge(db, userId, purpose, challenge, new Date(clock.ms() + CHALLENGE_MS), clock.now());

  return {
    list: async (userId: string): Promise<PasskeySummary[]> => (await repo.listPasskeys(db, userId)).map(summary),

    /** For `navigator.credentials.create()`: the member's existing passkeys are excluded. */
    async registrationOptions(user: { id: string; username: string; displayName: string }): Promise<PasskeyCreationOptions> {
      const { generateRegistrationOptions } = await webauthn();
      const rp = await deps.relyingParty();
      const existing = await repo.listPasskeys(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: user.username,
        userDisplayName: user.displayName,
        // The account's id as the user handle: stable, and no email or name inside.
        userID: Buffer.from(user.id.replace(/-/g, ''), 'hex'),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await challengeFor(user.id, 'register', options.challenge);
      return options as PasskeyCreationOptions;
    },

    /** Checks the browser's answer against the waiting challenge and keeps the passkey; audited. */
    async register(
      user: { id: string; username: string },
      name: string,
      response: PasskeyRegistrationResponse,
    ): Promise<PasskeyRegisterResponse> {
      const { verifyRegistrationResponse } = await webauthn();
      const rp = await deps.relyingParty();
      const challenge = await repo.takeChallenge(db, user.id, 'register', clock.now());
      if (!challenge) throw badRequest(m.challengeGone, undefined, 'challenge_gone');
      const verified = await verifyRegistrationResponse({
        response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified || !verified.registrationInfo) throw badRequest(m.notVerified, undefined, 'passkey_invalid');
      const { credential } = verified.registrationInfo;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const wasOn = await deps.twoStep.isEnabledIn(tx, user.id);
        const row = await repo.insertPasskey(tx, {
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
          createdAt: clock.now(),
        });
        if (!row) throw conflict(m.alreadyAdded, 'passkey_exists');
        // A first second step: recovery codes for when the passkey is lost.
        const recoveryCodes = wasOn ? null : await deps.twoStep.newRecoveryCodesIn(tx, user.id);
        await deps.audit.record(
          {
            actor: user,
            action: 'people.passkey.add',
            targetType: 'user',
            targetId: user.id,
            summary: said.passkeyAdded(user.username, name),
          },
          tx,
        );
        return { passkey: summary(row), recoveryCodes };
      });
    },

    /** Removes one of the member's passkeys, with their password; the last second step gone takes the recovery codes too. */
    async remove(user: { id: string; username: string }, id: string, password: string, address: string): Promise<void> {
      await deps.confirmPassword(user.id, password, address, m.passwordWrong);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const gone = await repo.deletePasskey(tx, user.id, id);
        if (!gone) throw notFound(m.notFound);
        const still = await deps.twoStep.isEnabledIn(tx, user.id);
        if (!still) await deps.twoStep.dropRecoveryCodesIn(tx, user.id);
        await deps.audit.record(
          {
            actor: user,
            action: 'people.passkey.remove',
            targetType: 'user',
            targetId: user.id,
            summary: (still ? said.passkeyRemoved : said.passkeyRemovedLast)(user.username, gone.name),
          },
          tx,
        );
      });
    },

    /** At sign-in, after the right password: a fresh challenge for the account's passkeys, or null when it has none. */
    async signInOptions(userId: string): Promise<PasskeyRequestOptions | null> {
      const keys = await repo.listPasskeys(db, userId);
      if (!keys.length) return null;
      const { generateAuthenticationOptions } = await webauthn();
      const rp = await deps.relyingParty();
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: keys.map((p) => ({ id: p.credentialId, transports: p.transports })),
        userVerification: 'preferred',
        challenge: crypto.randomBytes(32),
      });
      await challengeFor(userId, 'sign-in', options.challenge);
      return options as PasskeyRequestOptions;
    },

    /**
     * The sign-in's second step by passkey: the waiting challenge is spent whatever the answer; the
     * passkey must be this account's, its signature right and its counter higher than before.
     */
    async verifySignIn(userId: string, response: PasskeyAuthenticationResponse): Promise<{ ok: true } | { ok: false; reason: string }> {
      const challenge = await repo.takeChallenge(db, userId, 'sign-in', clock.now());
      if (!challenge) return { ok: false, reason: m.challengeGone };
      const key = await repo.findPasskeyByCredential(db, response.id);
      if (!key || key.userId !== userId) return { ok: false, reason: m.notVerified };
      const { verifyAuthenticationResponse } = await webauthn();
      const rp = await deps.relyingParty();
      const verified = await verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: key.credentialId,
          publicKey: Buffer.from(key.publicKey, 'base64url'),
          counter: key.counter,
          transports: key.transports as never,
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) return { ok: false, reason: m.notVerified };
      // A counter that did not rise means a copied authenticator (or a lost race): refused.
      if (!(await repo.recordPasskeyUse(db, key.id, verified.authenticationInfo.newCounter, clock.now()))) {
        return { ok: false, reason: m.notVerified };
      }
      return { ok: true };
    },
  };
}

import crypto from 'node:crypto';
import type webpush from 'web-push';
import { lazyPackage } from '../../platform/lazy-package.ts';

const loadWebPush = lazyPackage<typeof webpush>('web-push');
import { notificationMessages } from '@selah/contracts/notifications';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Log } from '../../platform/module.ts';
import { checkOutboundTarget, OutboundRefused, outboundRequest, type OutboundOptions } from '../../platform/outbound.ts';
import * as repo from './delivery.repo.ts';
import type { Rendered } from './render.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSenderDeps {
  db: Db;
  clock: Clock;
  log: Log;
  /** The station's VAPID keys (generated on first start, kept in the database). */
  keys: () => Promise<VapidKeys>;
  /** Who runs this push sender, for the push services: an https: URL or a mailto: address. */
  subject: string;
  /** The outbound guard's exemptions (tests' local push service). */
  outbound: OutboundOptions;
}

const TIMEOUT_MS = 10_000;
const b64 = (s: string) => Buffer.from(s, 'base64url');

/**
 * A VAPID key pair (P-256, as web-push makes it: the raw public point and the 32-byte private
 * scalar, base64url), made with node:crypto so a first start does not load web-push for it.
 */
export function generateVapidKeys(): VapidKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(Math.max(0, 32 - priv.length)), priv]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

export type PushSender = ReturnType<typeof createPushSender>;

/**
 * Web push (RFC 8030/8291/8292): web-push encrypts the payload and signs the VAPID header; the
 * request goes out with fetch. A push service that answers 404 or 410 has forgotten the
 * subscription, so we forget it too.
 */
export function createPushSender(deps: PushSenderDeps) {
  const { db, clock, log } = deps;

  /** A push endpoint is a public https address (platform/outbound.ts): never this machine or its network. */
  async function checkEndpoint(endpoint: string): Promise<void> {
    try {
      await checkOutboundTarget(endpoint, deps.outbound);
    } catch (err) {
      if (!(err instanceof OutboundRefused)) throw err;
      throw badRequest(notificationMessages.pushSubscription, { endpoint: notificationMessages.pushSubscription });
    }
  }

  async function sendOne(sub: repo.PushSubscriptionRow, payload: string): Promise<void> {
    const { publicKey, privateKey } = await deps.keys();
    const details = loadWebPush().generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: deps.subject, publicKey, privateKey },
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      // Under the outbound guard: a stored endpoint is checked again, and its name as it connects.
      const res = await outboundRequest(
        details.endpoint,
        { method: details.method, headers: details.headers as Record<string, string>, body: details.body, timeoutMs: TIMEOUT_MS },
        deps.outbound,
      );
      if (res.status === 404 || res.status === 410) await repo.forgetEndpoint(db, sub.endpoint);
      else if (res.status < 200 || res.status > 299) log.warn(`Web push to ${new URL(sub.endpoint).host} answered ${res.status}`);
    } catch (err) {
      log.warn(`Web push to ${new URL(sub.endpoint).host} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return {
    publicKey: async () => (await deps.keys()).publicKey,

    async subscribe(userId: string, s: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
      await checkEndpoint(s.endpoint);
      // A P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, or the browser sent junk.
      if (b64(s.keys.p256dh).length !== 65 || b64(s.keys.p256dh)[0] !== 4 || b64(s.keys.auth).length !== 16) {
        throw badRequest(notificationMessages.pushSubscription, { keys: notificationMessages.pushSubscription });
      }
      await repo.saveSubscription(db, userId, { endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth }, clock.now());
    },

    unsubscribe: (userId: string, endpoint: string) => repo.deleteSubscription(db, userId, endpoint),

    /** Sends `{ title, body, link }` to every device of the member, side by side. */
    async send(userId: string, item: Rendered): Promise<void> {
      const subs = await repo.subscriptionsOf(db, userId);
      const payload = JSON.stringify({ title: item.title, body: item.body, link: item.link });
      await Promise.all(subs.map((s) => sendOne(s, payload)));
    },
  };
}

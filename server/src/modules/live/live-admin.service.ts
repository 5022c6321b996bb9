import { auditSentences as said } from '@selah/contracts/audit-sentences';
import type { LiveAdminStatus } from '@selah/contracts/admin-people';
import { liveAdminMessages } from '@selah/contracts/admin-people';
import type { LiveStartBody } from '@selah/contracts/live';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { SessionUser } from '../accounts/index.ts';
import type { RadioService } from '../radio/index.ts';
import * as repo from './live.repo.ts';
import type { LiveService } from './live.service.ts';

export type LiveAdminService = ReturnType<typeof createLiveAdminService>;

/** The console's Live section: who is on the live mount, kick, the show's start/stop, broadcasters' stream keys. */
export function createLiveAdminService(deps: { db: Db; audit: Audit; live: LiveService; radio: RadioService | undefined }) {
  const { db, audit, live, radio } = deps;
  const nameOf = (u: SessionUser) => u.displayName || u.username;

  async function status(): Promise<LiveAdminStatus> {
    const source = radio?.station.liveSource ?? null;
    const show = await live.status();
    return {
      mount: {
        connected: source !== null,
        onAir: source?.onAir ?? false,
        show: source?.show ?? null,
        dj: source?.dj ?? null,
        since: source?.since.toISOString() ?? null,
      },
      show: { isLive: show.isLive, title: show.title, broadcaster: show.broadcaster || null, viewers: show.viewerCount },
      keys: await repo.broadcasterKeys(db),
    };
  }

  return {
    status,

    /** Disconnects whoever holds the radio's live mount (or the video ingest); the AutoDJ takes over. */
    async kick(actor: SessionUser): Promise<LiveAdminStatus> {
      const source = radio?.station.liveSource ?? null;
      const kicked = radio?.station.kickLive() || live.ingest.kick();
      if (!kicked) throw conflict(liveAdminMessages.noSource, 'no_source');
      const who = source ? (source.dj ?? 'the station source') : 'the video source';
      await audit.record({
        actor,
        action: 'live.kick',
        targetType: 'live',
        summary: said.liveDisconnected(who),
        before: source ? { show: source.show, dj: source.dj } : { video: true },
        after: { connected: false },
      });
      return status();
    },

    /** Skips the AutoDJ's song on air: the next one starts at once. Refused while a person is on air. */
    async skip(actor: SessionUser): Promise<LiveAdminStatus> {
      const song = radio?.station.onAir ?? null;
      if (radio?.station.isLive) throw conflict(liveAdminMessages.skipWhileLive, 'live_on_air');
      if (!radio || !song || !(await radio.skipSong())) throw conflict(liveAdminMessages.nothingToSkip, 'nothing_playing');
      await audit.record({
        actor,
        action: 'radio.skip',
        targetType: 'radio',
        summary: said.songSkipped(song.title),
        before: { title: song.title, artist: song.artist },
      });
      return status();
    },

    async start(actor: SessionUser, body: LiveStartBody): Promise<LiveAdminStatus> {
      const before = await live.status();
      await live.startShow({ id: actor.id, name: nameOf(actor) }, body);
      await audit.record({
        actor,
        action: 'live.start',
        targetType: 'live',
        summary: said.liveStarted(body.title),
        before: { title: before.title },
        after: { title: body.title, description: body.description },
      });
      return status();
    },

    async stop(actor: SessionUser): Promise<LiveAdminStatus> {
      const before = await live.status();
      await live.stopShow();
      await audit.record({
        actor,
        action: 'live.stop',
        targetType: 'live',
        summary: said.liveEnded,
        before: { title: before.title, isLive: before.isLive },
        after: { isLive: false },
      });
      return status();
    },

    /** A new stream key for a broadcaster (the old one stops working); shown once, to hand over. */
    async regenerateKey(actor: SessionUser, userId: string) {
      const person = (await repo.broadcasterKeys(db)).find((k) => k.userId === userId);
      if (!person) throw notFound(liveAdminMessages.keyUserNotFound);
      const { key, createdAt } = await live.createKey(userId);
      await audit.record({
        actor,
        action: 'live.key.regenerate',
        targetType: 'user',
        targetId: userId,
        summary: said.streamKeyMade(person.username),
        before: { keyHint: person.keyHint },
        after: { keyHint: key.slice(-4) },
      });
      return { key, keyHint: key.slice(-4), createdAt: createdAt.toISOString() };
    },
  };
}

import type { z } from 'zod';
import {
  requestMessages as m,
  shoutoutTitle,
  type StudioInbox,
  type StudioMessage,
  type studioMessageBody,
} from '@selah/contracts/requests';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import type { ClientPush } from '../../../platform/push/client-push.ts';
import * as repo from './request-line.repo.ts';
import { STUDIO_CHANNEL, type RequestLine } from './request-line.service.ts';

const messageView = (r: repo.StudioMessageRow): StudioMessage => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  text: r.body,
  createdAt: new Date(r.createdAt).toISOString(),
  readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
  airedAt: r.airedAt ? new Date(r.airedAt).toISOString() : null,
});

export type StudioInboxService = ReturnType<typeof createStudioInbox>;

/**
 * Messages to the studio (a prayer request, a shout-out) and the host's inbox of them and of
 * song requests, pushed live to the staff's studio page. A shout-out can go on air as the title.
 */
export function createStudioInbox(deps: {
  db: Db;
  clock: Clock;
  push: ClientPush;
  requests: RequestLine;
  /** Sets the title listeners see (the DJ metadata route's way); false when this instance does not run the engine. */
  setOnAirTitle: (title: string) => boolean;
}) {
  const { db, clock, push } = deps;
  return {
    async send(sender: string, body: z.infer<typeof studioMessageBody>): Promise<void> {
      const row = await repo.insertMessage(db, { kind: body.kind, name: body.name ?? '', body: body.text, sender, createdAt: clock.now() });
      void push.toChannel(STUDIO_CHANNEL, { type: 'studio_message', data: messageView(row) }).catch(() => undefined);
    },

    async inbox(): Promise<StudioInbox> {
      return { requests: await deps.requests.latest(50), messages: (await repo.latestMessages(db, 50)).map(messageView) };
    },

    async markMessageRead(id: string): Promise<StudioMessage> {
      const row = await repo.updateMessage(db, id, { readAt: clock.now() });
      if (!row) throw notFound(m.notFound);
      return messageView(row);
    },

    /** Puts a shout-out's text on air as the title listeners see (ICY and status). */
    async putOnAir(id: string): Promise<{ title: string }> {
      const found = await repo.findMessage(db, id);
      if (!found) throw notFound(m.notFound);
      if (found.kind !== 'shoutout') throw conflict(m.notShoutout, 'not_shoutout');
      const title = shoutoutTitle({ name: found.name, text: found.body });
      if (!deps.setOnAirTitle(title)) throw conflict(m.noEngine, 'no_engine');
      await repo.updateMessage(db, id, { airedAt: clock.now() });
      return { title };
    },
  };
}

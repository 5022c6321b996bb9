import { chatMessages, type ChatMessage, type ChatSettings } from '@selah/contracts/live';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { clientHashOf } from '../../platform/http/client-hash.ts';
import { forbidden, HttpError, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { Log } from '../../platform/module.ts';
import type { ClientPush } from '../../platform/push/client-push.ts';
import * as repo from './live.repo.ts';

/** A sender may post this many messages per window (members and visitors alike). */
export const CHAT_BURST = { messages: 5, windowMs: 10_000 };

export interface ChatSender {
  /** The signed-in member, or null for a visitor. */
  user: { id: string; name: string; role: string } | null;
  ip: string;
}

export interface ChatDeps {
  db: Db;
  push: ClientPush;
  clock: Clock;
  log: Log;
  channel: string;
}

/** Staff words a visitor's name may not contain (folded as `foldName` does), besides members' names. */
const STAFF_PARTS = ['admin', 'moderator', 'broadcaster', 'selah'];
/** Short staff words a visitor's name may not be (trailing digits aside): within other names they are harmless. */
const STAFF_NAMES = ['mod', 'mods', 'boss', 'staff', 'host', 'dj', 'pastor', 'station', 'owner', 'system', 'support'];
const staffName = (folded: string) => STAFF_PARTS.some((w) => folded.includes(w)) || STAFF_NAMES.includes(folded.replace(/\d+$/, ''));

/** A name as compared: compatibility forms, lower case, without spaces, punctuation, symbols or invisible marks. */
export const foldName = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Z}\p{P}\p{S}\p{C}\p{M}]/gu, '');

const DEFAULT_SETTINGS: ChatSettings = { visitorsMayPost: true, slowModeSeconds: 0 };
const isStaff = (role: string | undefined) => role === 'admin' || role === 'broadcaster';

export const toChatMessage = (r: repo.ChatRow): ChatMessage => ({
  id: r.id,
  username: r.username,
  message: r.message,
  timestamp: r.createdAt.toISOString(),
  isVerified: r.isVerified,
  userId: r.userId,
});

export type ChatService = ReturnType<typeof createChatService>;

/**
 * The live chat: stored, pushed to every viewer, with the station's rules (visitors may post
 * under a display name when allowed; bursts, mutes and slow mode are checked against the
 * database, so they hold on every instance).
 */
export function createChatService(deps: ChatDeps) {
  const { db, push, clock, log, channel } = deps;
  const send = (message: unknown) => push.toChannel(channel, message).catch((err: Error) => log.warn(`Chat push failed: ${err.message}`));

  async function settings(): Promise<ChatSettings> {
    const stored = await repo.readSettings(db);
    return {
      visitorsMayPost: typeof stored.visitorsMayPost === 'boolean' ? stored.visitorsMayPost : DEFAULT_SETTINGS.visitorsMayPost,
      slowModeSeconds: typeof stored.slowModeSeconds === 'number' ? stored.slowModeSeconds : DEFAULT_SETTINGS.slowModeSeconds,
    };
  }

  return {
    settings,

    async list(limit: number): Promise<ChatMessage[]> {
      return (await repo.recentChat(db, limit)).map(toChatMessage);
    },

    async post(sender: ChatSender, input: { message: string; username?: string }): Promise<ChatMessage> {
      const text = input.message.trim();
      if (!text) throw new HttpError(400, chatMessages.empty, 'bad_request', { message: chatMessages.empty });
      if (text.length > 500) throw new HttpError(400, chatMessages.tooLong, 'bad_request', { message: chatMessages.tooLong });
      const now = clock.now();
      const rules = await settings();
      if (!sender.user && !rules.visitorsMayPost) throw new HttpError(401, chatMessages.visitorsOff, 'unauthorized');
      const who = { userId: sender.user?.id ?? null, addressHash: clientHashOf(sender.ip) };
      const username = sender.user ? sender.user.name : (input.username ?? '').trim().slice(0, 40) || chatMessages.defaultName;
      // A visitor may not speak as a member (a muted one signed out, say) or as the station's staff.
      if (!sender.user && username !== chatMessages.defaultName) {
        const folded = foldName(username);
        if (!folded || staffName(folded) || (await repo.isMemberName(db, folded))) {
          throw new HttpError(400, chatMessages.nameReserved, 'name_reserved', { username: chatMessages.nameReserved });
        }
      }
      // The sender's checks and the insert under one lock: a burst sent at once counts as it lands.
      const row = await db.transaction(async (tx) => {
        if (!isStaff(sender.user?.role)) {
          await repo.lockSender(tx, who.userId ?? `address:${who.addressHash}`);
          if (await repo.mutedUntil(tx, who, now)) throw forbidden(chatMessages.muted);
          const activity = await repo.senderActivity(tx, who, new Date(now.getTime() - CHAT_BURST.windowMs));
          if (activity.count >= CHAT_BURST.messages) throw tooManyRequests(chatMessages.flood, 'chat_flood');
          if (rules.slowModeSeconds > 0 && activity.latest && now.getTime() - activity.latest.getTime() < rules.slowModeSeconds * 1000) {
            throw tooManyRequests(chatMessages.slowMode, 'slow_mode');
          }
        }
        return repo.insertChat(tx, {
          userId: who.userId,
          username,
          message: text,
          isVerified: sender.user !== null,
          addressHash: who.addressHash,
          now,
        });
      });
      const message = toChatMessage(row);
      void send({ type: 'chat_message', data: message });
      return message;
    },

    async remove(moderatorId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteChat(db, id, moderatorId, clock.now()))) throw notFound(chatMessages.notFound);
      void send({ type: 'chat_deleted', id });
    },

    /** Mutes the author of a message (a member, or a visitor's address) for some minutes. */
    async muteAuthor(moderatorId: string, id: string, minutes: number): Promise<Date> {
      const author = isUuid(id) ? await repo.chatAuthor(db, id) : null;
      if (!author) throw notFound(chatMessages.notFound);
      const now = clock.now();
      const until = new Date(now.getTime() + minutes * 60_000);
      await repo.insertMute(db, {
        userId: author.userId,
        // A member's mute holds their address too: signed out, they are a muted visitor.
        addressHash: author.addressHash,
        until,
        by: moderatorId,
        now,
      });
      return until;
    },

    async updateSettings(patch: Partial<ChatSettings>): Promise<ChatSettings> {
      if (patch.visitorsMayPost !== undefined) await repo.writeSetting(db, 'visitorsMayPost', patch.visitorsMayPost);
      if (patch.slowModeSeconds !== undefined) await repo.writeSetting(db, 'slowModeSeconds', patch.slowModeSeconds);
      const next = await settings();
      void send({ type: 'chat_settings', data: next });
      return next;
    },
  };
}

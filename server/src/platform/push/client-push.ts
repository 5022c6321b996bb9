import { defaultLocale, type Locale } from '@selah/contracts/i18n';
import type { EventBus } from '../bus/bus.ts';

declare module '../bus/events.ts' {
  interface ClusterEvents {
    /** A message for browsers: every instance hands it to the sockets it holds. */
    'client.push': { channel: string; userId: string | null; message: unknown };
  }
}

/** What a socket needs from us: text out, and whether it is still open. */
export interface PushSocket {
  send(text: string): void;
  readonly readyState: number;
}

/** A channel's message as a reader in `locale` gets it (Selah's sentences in it translated). */
export type PushTranslator = (message: unknown, locale: Locale) => unknown;

interface Held {
  userId: string | null;
  locale: Locale;
}

const OPEN = 1;

/**
 * Pushes to browsers. A module sends to a channel (everyone on /ws/now-playing) or to one
 * member on a channel; the message crosses instances on the bus, and each instance writes
 * it to its own sockets. The text is serialized once per message (once per language on a
 * channel that translates its messages), not once per socket.
 */
export class ClientPush {
  private readonly channels = new Map<string, Map<PushSocket, Held>>();
  private readonly translators = new Map<string, PushTranslator>();
  private readonly off: () => void;

  constructor(private readonly bus: EventBus) {
    this.off = bus.onBroadcast('client.push', ({ channel, userId, message }) => this.deliver(channel, userId, message));
  }

  /**
   * Holds a socket on a channel (for one member's messages when userId is given) until it closes;
   * `locale` is its reader's language (the upgrade request's), for a channel that translates.
   */
  attach(
    socket: PushSocket & { once(event: 'close', fn: () => void): unknown },
    channel: string,
    userId: string | null = null,
    locale: Locale = defaultLocale,
  ): void {
    let sockets = this.channels.get(channel);
    if (!sockets) {
      sockets = new Map();
      this.channels.set(channel, sockets);
    }
    sockets.set(socket, { userId, locale });
    socket.once('close', () => sockets.delete(socket));
  }

  /**
   * Each message on the channel goes to a socket in its reader's language: modules keep sending
   * English, and `translate` runs where it is delivered, once per language its sockets read.
   */
  translate(channel: string, translate: PushTranslator): void {
    this.translators.set(channel, translate);
  }

  /** Sends to every socket on the channel, on every instance. */
  toChannel(channel: string, message: unknown): Promise<void> {
    return this.bus.broadcast('client.push', { channel, userId: null, message });
  }

  /** Sends to one member's sockets on the channel, on every instance. */
  toUser(channel: string, userId: string, message: unknown): Promise<void> {
    return this.bus.broadcast('client.push', { channel, userId, message });
  }

  /** Sockets this instance holds on a channel. */
  count(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  close(): void {
    this.off();
    this.channels.clear();
    this.translators.clear();
  }

  private deliver(channel: string, userId: string | null, message: unknown): void {
    const sockets = this.channels.get(channel);
    if (!sockets?.size) return;
    const translate = this.translators.get(channel);
    const texts = new Map<Locale, string>();
    const textIn = (locale: Locale): string => {
      const key = translate ? locale : defaultLocale;
      let text = texts.get(key);
      if (text === undefined) {
        text = JSON.stringify(translate ? translate(message, key) : message);
        texts.set(key, text);
      }
      return text;
    };
    for (const [socket, held] of sockets) {
      if (socket.readyState !== OPEN) continue;
      if (userId === null || held.userId === userId) socket.send(textIn(held.locale));
    }
  }
}

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

const OPEN = 1;

/**
 * Pushes to browsers. A module sends to a channel (everyone on /ws/now-playing) or to one
 * member on a channel; the message crosses instances on the bus, and each instance writes
 * it to its own sockets. The text is serialized once per message, not once per socket.
 */
export class ClientPush {
  private readonly channels = new Map<string, Map<PushSocket, string | null>>();
  private readonly off: () => void;

  constructor(private readonly bus: EventBus) {
    this.off = bus.onBroadcast('client.push', ({ channel, userId, message }) => this.deliver(channel, userId, message));
  }

  /** Holds a socket on a channel (for one member's messages when userId is given) until it closes. */
  attach(socket: PushSocket & { once(event: 'close', fn: () => void): unknown }, channel: string, userId: string | null = null): void {
    let sockets = this.channels.get(channel);
    if (!sockets) {
      sockets = new Map();
      this.channels.set(channel, sockets);
    }
    sockets.set(socket, userId);
    socket.once('close', () => sockets.delete(socket));
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
  }

  private deliver(channel: string, userId: string | null, message: unknown): void {
    const sockets = this.channels.get(channel);
    if (!sockets?.size) return;
    const text = JSON.stringify(message);
    for (const [socket, owner] of sockets) {
      if (socket.readyState !== OPEN) continue;
      if (userId === null || owner === userId) socket.send(text);
    }
  }
}

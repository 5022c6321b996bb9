import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../bus/memory-bus.ts';
import { ClientPush } from './client-push.ts';

class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: string[] = [];
  send(text: string) {
    this.sent.push(text);
  }
}

describe('ClientPush', () => {
  it("sends to a channel's sockets, to one member's sockets only, and forgets closed sockets", async () => {
    const push = new ClientPush(new MemoryBus());
    const [anyone, ruth, naomi] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    push.attach(anyone, 'now-playing');
    push.attach(ruth, 'notifications', 'ruth-id');
    push.attach(naomi, 'notifications', 'naomi-id');
    await push.toChannel('now-playing', { type: 'now_playing' });
    await push.toUser('notifications', 'ruth-id', { type: 'notification' });
    expect(anyone.sent).toEqual(['{"type":"now_playing"}']);
    expect(ruth.sent).toEqual(['{"type":"notification"}']);
    expect(naomi.sent).toEqual([]);
    anyone.emit('close');
    expect(push.count('now-playing')).toBe(0);
  });
});

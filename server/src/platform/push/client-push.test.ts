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

  it('gives a translating channel’s message to each socket in its language, serialized once per language', async () => {
    const push = new ClientPush(new MemoryBus());
    const [en, es, es2, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const asked: string[] = [];
    push.translate('now-playing', (message, locale) => {
      asked.push(locale);
      return locale === 'es' ? { ...(message as object), label: 'Al aire' } : message;
    });
    push.attach(en, 'now-playing');
    push.attach(es, 'now-playing', null, 'es');
    push.attach(es2, 'now-playing', null, 'es');
    push.attach(other, 'giving', null, 'es');
    await push.toChannel('now-playing', { label: 'On air' });
    await push.toChannel('giving', { type: 'gifts_changed' });
    expect(en.sent).toEqual(['{"label":"On air"}']);
    expect(es.sent).toEqual(['{"label":"Al aire"}']);
    expect(es2.sent).toEqual(es.sent);
    expect(asked.sort()).toEqual(['en', 'es']);
    // A channel without a translator sends its message as it is, whatever its sockets read.
    expect(other.sent).toEqual(['{"type":"gifts_changed"}']);
  });
});

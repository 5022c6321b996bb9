import { describe, expect, it } from 'vitest';
import { notificationKeys } from './keys';
import { notificationSocketUrl } from './use-notification-socket';

describe('notification query keys', () => {
  it('keeps every notification query under one prefix, the lists under their own', () => {
    const list = notificationKeys.list({ tab: 'prayer', unreadOnly: true, limit: 20 }, 'u1');
    const keys = [list, notificationKeys.unreadCount('u1'), notificationKeys.preferences('u1'), notificationKeys.vapidKey()];
    for (const key of keys) expect(key.slice(0, notificationKeys.all.length)).toEqual([...notificationKeys.all]);
    expect(list.slice(0, notificationKeys.lists().length)).toEqual([...notificationKeys.lists()]);
    expect(notificationKeys.unreadCount('u1').slice(0, 2)).toEqual([...notificationKeys.unreadCounts()]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  it('names another member in another key', () => {
    expect(notificationKeys.unreadCount('a')).not.toEqual(notificationKeys.unreadCount('b'));
  });
});

describe('notification socket address', () => {
  it('follows the page: ws on http, wss on https, same host', () => {
    expect(notificationSocketUrl({ protocol: 'http:', host: 'radio.local:8080' })).toBe('ws://radio.local:8080/ws/notifications');
    expect(notificationSocketUrl({ protocol: 'https:', host: 'radio.example' })).toBe('wss://radio.example/ws/notifications');
  });
});

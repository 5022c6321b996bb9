import { describe, expect, it } from 'vitest';
import { Bell } from 'lucide-react';
import { notificationTypes } from '@selah/contracts/notifications';
import { translate } from '@/i18n/t';
import { base64UrlToBytes } from '../hooks/use-browser-push';
import { capCount, iconFor, inTab, notificationKinds, orderedTypes } from './notification-kinds';

describe('notification kinds', () => {
  it('names every type in the settings, each once', () => {
    expect([...orderedTypes].sort()).toEqual([...notificationTypes].sort());
    expect(translate(notificationKinds.prayer_reply.label)).toBe('Replies to my prayer requests');
  });

  it('puts a type under All and its own tab only; an unknown type gets the bell', () => {
    expect(inTab('all', 'prayer_reply')).toBe(true);
    expect(inTab('prayer', 'prayer_reply')).toBe(true);
    expect(inTab('messages', 'prayer_reply')).toBe(false);
    expect(inTab('all', 'something_new')).toBe(true);
    expect(iconFor('something_new')).toBe(Bell);
  });

  it("caps counts at '99+'", () => {
    expect(capCount(7)).toBe('7');
    expect(capCount(99)).toBe('99');
    expect(capCount(100)).toBe('99+');
  });

  it('decodes the base64url VAPID key into its bytes', () => {
    expect([...base64UrlToBytes('BP8_-w')]).toEqual([0x04, 0xff, 0x3f, 0xfb]);
  });
});

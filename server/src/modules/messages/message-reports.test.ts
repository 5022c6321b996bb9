import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesMessages } from '@selah/contracts/messages';
import { createTestUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { longTimeMember, messagesApi } from './test-support.ts';

let t: TestApp;
let api: ReturnType<typeof messagesApi>;
let ruth: TestUser, naomi: TestUser, orpah: TestUser, admin: TestUser, host: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  api = messagesApi(t);
  ruth = await longTimeMember(t, { username: 'ruth', displayName: 'Ruth Moab' });
  naomi = await longTimeMember(t, { username: 'naomi', displayName: 'Naomi Bethlehem' });
  orpah = await longTimeMember(t, { username: 'orpah', displayName: 'Orpah Moab' });
  admin = await createTestUser(t.app.db, { username: 'pastor', role: 'admin' });
  host = await createTestUser(t.app.db, { username: 'host', role: 'broadcaster' });
});
afterAll(() => t.close());

const queue = async (user: TestUser) => t.app.inject({ url: '/api/admin/messages/reports', headers: user.auth });

describe('reported messages', () => {
  it('reach the moderators, and staff can read nothing else of anyone’s messages', async () => {
    await api.sent(ruth, naomi, 'A private word about my health.');
    const bad = await api.sent(ruth, naomi, 'Send me your bank details or else.');
    await api.sent(naomi, ruth, 'Please do not write like that.');

    // Only the recipient reports, once; someone outside the conversation cannot even see it.
    const own = await api.report(ruth, bad.id);
    expect([own.statusCode, own.json().message]).toEqual([400, messagesMessages.reportOwn]);
    expect((await api.report(orpah, bad.id)).statusCode).toBe(404);
    expect((await api.report(naomi, bad.id, { reason: 'because' })).statusCode).toBe(400);
    const sent = await api.report(naomi, bad.id, { reason: 'harassment', details: 'Threatening me.' });
    expect([sent.statusCode, sent.json().message]).toEqual([201, messagesMessages.reportThanks]);
    expect((await api.report(naomi, bad.id)).statusCode).toBe(409);

    const items = (await queue(admin)).json<{ items: Array<Record<string, unknown>> }>().items;
    expect(items).toEqual([
      expect.objectContaining({
        messageId: bad.id,
        text: 'Send me your bank details or else.',
        from: expect.objectContaining({ displayName: 'Ruth Moab' }),
        reportedBy: expect.objectContaining({ displayName: 'Naomi Bethlehem' }),
        reason: 'harassment',
        details: 'Threatening me.',
      }),
    ]);
    const body = (await queue(admin)).body;
    expect(body).not.toContain('private word');
    expect(body).not.toContain('Please do not write');

    // The members' endpoints answer staff about their own conversations only.
    for (const staff of [admin, host]) {
      expect((await api.conversations(staff)).conversations).toEqual([]);
      const asked = await api.conversation(staff, ruth.id);
      expect(asked.messages).toEqual([]);
      expect((await api.report(staff, bad.id)).statusCode).toBe(404);
    }
    // Broadcasters are not moderators: the queue is admins' only.
    expect((await queue(host)).statusCode).toBe(403);
    expect((await queue(naomi)).statusCode).toBe(403);
  });

  it('a moderator dismisses a report, or deletes the message for both members', async () => {
    const kept = await api.sent(orpah, naomi, 'You were wrong about the hymn.');
    await api.report(naomi, kept.id, { reason: 'other' });
    const removed = await api.sent(orpah, naomi, 'Buy cheap watches at example.com');
    await api.report(naomi, removed.id, { reason: 'spam' });
    const items = (await queue(admin)).json<{ items: Array<{ reportId: string; messageId: string }> }>().items;
    const reportOf = (id: string) => items.find((i) => i.messageId === id)!.reportId;

    const resolve = (reportId: string, action: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/messages/reports/${reportId}/resolve`, headers: admin.auth, payload: { action } });
    expect((await resolve(reportOf(kept.id), 'hide')).statusCode).toBe(400);
    expect((await resolve(reportOf(kept.id), 'dismiss')).statusCode).toBe(204);
    expect((await resolve(reportOf(kept.id), 'dismiss')).statusCode).toBe(404);
    expect((await resolve(reportOf(removed.id), 'delete')).statusCode).toBe(204);

    const texts = async (user: TestUser, other: TestUser) => (await api.conversation(user, other.id)).messages.map((m) => m.text);
    expect(await texts(naomi, orpah)).toEqual(['You were wrong about the hymn.', messagesMessages.removed]);
    expect(await texts(orpah, naomi)).toEqual(['You were wrong about the hymn.', messagesMessages.removed]);
    expect((await queue(admin)).json<{ items: Array<{ messageId: string }> }>().items.map((i) => i.messageId)).not.toContain(kept.id);
    // The audit log says what was done, never the message's words.
    const audit = await t.app.inject({ url: '/api/admin/audit?limit=10', headers: admin.auth });
    expect(audit.body).toContain('Removed a reported private message');
    expect(audit.body).not.toContain('cheap watches');
  });
});

// The station comes from events.fixtures.ts (createTestDatabase), so this file runs on both databases.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/accounts.ts';
import { JobScheduler } from '../../platform/jobs/scheduler.ts';
import { clock, quiet, app, admin, eventsStation, minutes, createEvent, remind, inbox, onlyEvent, ruth, boaz } from './events.fixtures.ts';

eventsStation();

describe('events in the member’s language', () => {
  it('sends a Spanish member’s reminder in Spanish (inbox and email), an English member’s in English', async () => {
    const saved = await app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: boaz.auth, payload: { locale: 'es' } });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const who of [ruth, boaz]) {
      const pref = await app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: who.auth,
        payload: { type: 'event_reminder', preferences: { email: true } },
      });
      expect(pref.statusCode, pref.body).toBeLessThan(300);
    }
    const event = await createEvent(admin, { title: 'Culto de Oración', startsAt: minutes(2), endsAt: minutes(62), isOnline: true });
    for (const who of [ruth, boaz]) expect((await remind(who, { eventId: event.id, leadMinutes: 1 })).statusCode).toBe(201);
    clock.advance(61_000);
    const jobs = new JobScheduler({ db: app.db, clock, log: quiet });
    app.service('events').registerJobs(jobs);
    await jobs.runDue();
    await jobs.stop();
    await app.service('notifications').idle();

    const [spanish] = await inbox(boaz);
    expect(spanish).toMatchObject({
      title: 'Comienza pronto: Culto de Oración',
      body: 'martes 1 de diciembre a las 6:02 p.m. CST · En línea',
    });
    const [english] = await inbox(ruth);
    expect(english).toMatchObject({ title: 'Starting soon: Culto de Oración', body: 'Tuesday, December 1 at 6:02 PM CST · Online' });

    const mail = await app.db.select().from(mailOutbox);
    const toBoaz = mail.find((m) => m.toAddress === 'boaz@example.test')!;
    expect(toBoaz.subject).toBe('Comienza pronto: Culto de Oración');
    expect(toBoaz.bodyText).toContain('martes 1 de diciembre a las 6:02 p.m. CST · En línea');
    expect(toBoaz.bodyText).toContain('Ábralo aquí');
    expect(mail.find((m) => m.toAddress === 'ruth@example.test')!.subject).toBe('Starting soon: Culto de Oración');
  });

  it('writes the calendar files’ own words in the request’s language, the station’s titles as written', async () => {
    const event = await createEvent(admin, { title: 'Estudio bíblico', category: 'bible-study', isOnline: true, location: null });
    const es = { 'accept-language': 'es-MX,es;q=0.9' };
    const file = await app.inject({ url: `${event.icsUrl}?remind=30`, headers: es });
    expect(file.statusCode).toBe(200);
    const vevent = onlyEvent(file.body);
    expect(vevent.summary).toBe('Estudio bíblico');
    expect(vevent.location).toBe('En línea: https://radio.example.org/live');
    expect(String(vevent.categories)).toBe('Estudio bíblico');
    expect(Object.values(vevent.alarms ?? {}).map((a) => (a as { description?: unknown }).description)).toEqual([
      'Recordatorio: Estudio bíblico',
    ]);

    const feed = await app.inject({ url: '/events.ics', headers: { cookie: 'selah_lang=es' } });
    const calendar = Object.values(ical.sync.parseICS(feed.body)).find((c) => c?.type === 'VCALENDAR') as unknown as Record<
      string,
      unknown
    >;
    expect(feed.body).toMatch(/X-WR-CALNAME:Eventos de /);
    expect(calendar).toBeTruthy();
    const english = await app.inject({ url: `${event.icsUrl}?remind=30` });
    const ev = onlyEvent(english.body) as VEvent;
    expect(ev.location).toBe('Online: https://radio.example.org/live');
    expect(english.body).toContain('Reminder: Estudio bíblico');
  });
});

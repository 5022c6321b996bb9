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

  it('writes an event’s date and hours in the request’s language, in the station’s zone, wherever the API answers', async () => {
    // Sunday 6 December 2026, 10:00–11:30 in Chicago; the second ends on Monday.
    const es = { 'accept-language': 'es-MX,es;q=0.9' };
    const event = await createEvent(admin, { title: 'Culto dominical', startsAt: '2026-12-06T16:00:00Z', endsAt: '2026-12-06T17:30:00Z' });
    expect(event).toMatchObject({ formattedDate: 'Sunday, December 6', time: '10:00 AM - 11:30 AM CST' });
    const spanish = { formattedDate: 'domingo, 6 de diciembre', time: '10:00 a.m. - 11:30 a.m. CST' };
    type Ev = { id: string; formattedDate: string; time: string };
    const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers }).then((r) => r.json<Ev & Ev[]>());
    expect(await get(`/api/events/${event.id}`, es)).toMatchObject(spanish);
    expect(await get(`/api/events/${event.id}`, { cookie: 'selah_lang=es', 'accept-language': 'en' })).toMatchObject(spanish);
    expect(await get(`/api/events/${event.id}`, { cookie: 'selah_lang=en', 'accept-language': 'es' })).toMatchObject({
      formattedDate: 'Sunday, December 6',
    });
    expect((await get('/api/events/upcoming?limit=50', es)).find((e) => e.id === event.id)).toMatchObject(spanish);
    const month = await get('/api/events?from=2026-12-01T00:00:00Z&to=2027-01-01T00:00:00Z', es);
    expect(month.find((e) => e.id === event.id)).toMatchObject(spanish);

    const overnight = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...admin.auth, ...es },
      payload: { title: 'Vigilia', startsAt: '2026-12-07T04:00:00Z', endsAt: '2026-12-07T07:00:00Z', isOnline: true },
    });
    expect(overnight.statusCode, overnight.body).toBe(201);
    expect(overnight.json<Ev>()).toMatchObject({
      formattedDate: 'domingo, 6 de diciembre',
      time: '10:00 p.m. - lunes 7 de diciembre a la 1:00 a.m. CST',
    });
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${overnight.json<Ev>().id}`,
      headers: { ...admin.auth, cookie: 'selah_lang=es' },
      payload: { title: 'Vigilia de oración' },
    });
    expect(changed.json<Ev>().formattedDate).toBe('domingo, 6 de diciembre');
  });

  it('writes a reminder’s time, and the sentence that holds it, in the request’s language', async () => {
    // Today (Tuesday 1 December) at 7:00 PM, and Sunday 6 December at 1:00 PM, in Chicago.
    const tonight = await createEvent(admin, {
      title: 'Oración de la noche',
      startsAt: '2026-12-02T01:00:00Z',
      endsAt: '2026-12-02T02:00:00Z',
    });
    const sunday = await createEvent(admin, { title: 'Culto familiar', startsAt: '2026-12-06T19:00:00Z', endsAt: '2026-12-06T20:00:00Z' });
    type Set = { time: string; message: string; title: string };
    const post = (headers: Record<string, string>, eventId: string) =>
      app.inject({ method: 'POST', url: '/api/reminders', headers, payload: { eventId, leadMinutes: 15 } }).then((r) => {
        expect(r.statusCode, r.body).toBeLessThan(300);
        return r.json<Set>();
      });
    const es = { 'accept-language': 'es-MX,es;q=0.9' };

    expect(await post({ ...boaz.auth, ...es }, tonight.id)).toMatchObject({
      time: '7:00 p.m. CST',
      message: '¡Recordatorio listo para "Oración de la noche" a las 7:00 p.m. CST!',
    });
    expect(await post({ ...boaz.auth, cookie: 'selah_lang=es' }, sunday.id)).toMatchObject({
      time: '1:00 p.m. CST del domingo 6 de diciembre',
      message: '¡Recordatorio listo para "Culto familiar" a la 1:00 p.m. CST del domingo 6 de diciembre!',
    });
    // The list has no `message` of its own at the top: each reminder's is written for the reader.
    const list = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/reminders', headers: { ...boaz.auth, ...headers } }))
        .json<Set[]>()
        .filter((r) => r.title === 'Culto familiar')
        .map(({ time, message }) => ({ time, message }));
    expect(await list(es)).toEqual([
      {
        time: '1:00 p.m. CST del domingo 6 de diciembre',
        message: '¡Recordatorio listo para "Culto familiar" a la 1:00 p.m. CST del domingo 6 de diciembre!',
      },
    ]);
    expect(await list({})).toEqual([
      { time: 'Sun, Dec 6, 1:00 PM CST', message: 'Reminder set for "Culto familiar" at Sun, Dec 6, 1:00 PM CST!' },
    ]);
    // A visitor gets the calendar file's sentence, and the time too, in their language.
    expect(await post(es, sunday.id)).toMatchObject({
      time: '1:00 p.m. CST del domingo 6 de diciembre',
      message: 'Agregue "Culto familiar" a su calendario y le avisará. Únase a la comunidad para recibir el aviso aquí también.',
    });
  });

  it('writes the date inside the audit log’s lines in the reader’s language', async () => {
    const event = await createEvent(admin, { title: 'Cena de Navidad', startsAt: '2026-12-19T00:30:00Z', endsAt: '2026-12-19T02:00:00Z' });
    expect(event.formattedDate).toBe('Friday, December 18');
    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers: admin.auth });
    expect(removed.statusCode, removed.body).toBe(204);
    const lines = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/admin/audit?action=giving.event.', headers: { ...admin.auth, ...headers } }))
        .json<{ entries: Array<{ summary: string }> }>()
        .entries.map((e) => e.summary)
        .filter((s) => s.includes('Cena de Navidad'))
        .sort();
    // Both lines were written in the same instant (the clock stands still): sorted, not by time.
    expect(await lines({ 'accept-language': 'es' })).toEqual([
      'Agregó el evento “Cena de Navidad” el viernes, 18 de diciembre',
      'Eliminó el evento “Cena de Navidad” (viernes, 18 de diciembre)',
    ]);
    expect(await lines({ 'accept-language': 'en' })).toEqual([
      'Added the event “Cena de Navidad” on Friday, December 18',
      'Deleted the event “Cena de Navidad” (Friday, December 18)',
    ]);
  });
});

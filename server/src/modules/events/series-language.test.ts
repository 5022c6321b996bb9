// The station comes from series.fixtures.ts (createTestDatabase), so this file runs on both databases.
import { describe, expect, it } from 'vitest';
import { app, admin, create, seriesStation, study, type Ev } from './series.fixtures.ts';

seriesStation();

const es = { 'accept-language': 'es-MX,es;q=0.9' };
const en = { 'accept-language': 'en-US' };

describe('how a repeating event repeats, in the reader’s language', () => {
  it('says "Every Tuesday" to an English reader and "Cada martes" to a Spanish one, on each date and in the range', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...admin.auth, ...es },
      payload: { ...study, recurrence: { freq: 'weekly', count: 3 } },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Ev>().recurrence).toBe('Cada martes');
    const id = made.json<Ev>().id;
    expect((await app.inject({ url: `/api/events/${id}`, headers: en })).json<Ev>().recurrence).toBe('Every Tuesday');
    expect((await app.inject({ url: `/api/events/${id}`, headers: es })).json<Ev>().recurrence).toBe('Cada martes');
    const range = await app.inject({
      url: '/api/events?from=2027-03-01T00:00:00Z&to=2027-04-15T00:00:00Z',
      headers: { cookie: 'selah_lang=es' },
    });
    const dates = range.json<Ev[]>().filter((e) => e.title === study.title);
    expect(dates.map((e) => e.recurrence)).toEqual(['Cada martes', 'Cada martes', 'Cada martes']);
  });

  it('says a monthly one by its weekday of the month, and the audit line around it, in Spanish', async () => {
    // Tuesday 2 March 2027 is the month's first Tuesday.
    const made = await create({ ...study, title: 'Prayer Breakfast', recurrence: { freq: 'monthly', count: 2 } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Ev>().recurrence).toBe('The first Tuesday of each month');
    const upcoming = await app.inject({ url: '/api/events/upcoming?limit=20', headers: es });
    expect(upcoming.json<Ev[]>().find((e) => e.title === 'Prayer Breakfast')?.recurrence).toBe('El primer martes de cada mes');

    const audit = await app.inject({ url: '/api/admin/audit?action=giving.event.', headers: { ...admin.auth, ...es } });
    const lines = audit.json<{ entries: Array<{ summary: string }> }>().entries.map((e) => e.summary);
    expect(lines.find((l) => l.includes('Prayer Breakfast'))).toContain('(El primer martes de cada mes)');
    expect(lines.find((l) => l.includes(study.title))).toContain('(Cada martes)');
  });
});

import { describe, expect, it } from 'vitest';
import { followMessages } from '@selah/contracts/requests';
import { moderationMessages } from '@selah/contracts/admin-people';
import { notificationWords } from './words.ts';
import { digestMail, notificationMail } from './mail.ts';
import { render, toNotification, type NotificationRow } from './render.ts';

const row = (over: Partial<NotificationRow> = {}): NotificationRow => ({
  id: 'n1',
  userId: 'u1',
  type: 'prayer_request',
  threadId: 't1',
  eventId: null,
  subject: 'Pray for my mother’s surgery',
  actorName: 'Ruth',
  actorCount: 1,
  title: null,
  body: null,
  metadata: {},
  readAt: null,
  createdAt: new Date('2026-03-01T12:00:00Z'),
  ...over,
});
const links = { base: 'https://radio.example.org', unsubscribe: 'https://radio.example.org/api/notifications/unsubscribe?u=1' };

describe('notifications in the member’s language', () => {
  it('writes a prayer request’s email and push in Spanish for a Spanish member, the request itself as written', () => {
    const push = render(row(), 'es');
    expect(push).toEqual({
      title: 'Ruth pidió oración al equipo de oración',
      body: 'Pray for my mother’s surgery',
      link: '/community?thread=t1',
    });
    const mail = notificationMail('ana@example.org', push, links, 'es');
    expect(mail.subject).toBe('Ruth pidió oración al equipo de oración');
    expect(mail.text).toContain('Ábralo aquí: https://radio.example.org/community?thread=t1');
    expect(mail.text).toContain('Dejar de recibir estos correos: ');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Configuración de notificaciones');
    expect(mail.html).not.toMatch(/Open it here|Stop these emails|Notification settings/);
  });

  it('writes the same in English for an English member', () => {
    const push = render(row(), 'en');
    expect(push.title).toBe('Ruth asked the prayer team to pray');
    const mail = notificationMail('ruth@example.org', push, links, 'en');
    expect(mail.text).toContain('Open it here: https://radio.example.org/community?thread=t1');
    expect(mail.html).toContain('Stop these emails');
  });

  it('counts the others in Spanish plurals, names “Alguien”, and translates Selah’s own titles and bodies', () => {
    expect(render(row({ type: 'prayer_joined', actorCount: 1 }), 'es').title).toBe('Ruth oró por su petición');
    expect(render(row({ type: 'prayer_joined', actorCount: 2 }), 'es').title).toBe('Ruth y 1 persona más oraron por su petición');
    expect(render(row({ type: 'prayer_joined', actorName: null, actorCount: 4 }), 'es').title).toBe(
      'Alguien y 3 personas más oraron por su petición',
    );
    const live = render(
      row({
        type: 'program_live',
        title: followMessages.liveTitle('Morning Prayer'),
        body: followMessages.liveBodyRadio('Morning Prayer', 'Ana'),
      }),
      'es',
    );
    expect(live.title).toBe('Morning Prayer está en vivo ahora');
    expect(live.body).toBe('Ana está al aire con Morning Prayer. Toque para escuchar.');
    const hidden = toNotification(
      row({ type: 'system', title: moderationMessages.hiddenReplyTitle, body: moderationMessages.hiddenByStaff }),
      'es',
    );
    expect(hidden.title).toBe('Su respuesta fue ocultada');
    expect(hidden.metadata.actionText).toBe('Ver conversación');
  });

  it('titles a digest in the member’s language', () => {
    const mail = digestMail('ana@example.org', 'weekly', [render(row(), 'es')], links, 'es');
    expect(mail.subject).toBe('Su resumen de la semana');
    expect(mail.text).toMatch(/^Esto es lo que pasó en su comunidad\./);
    expect(digestMail('ruth@example.org', 'daily', [render(row())], links).subject).toBe('Your daily summary');
  });

  it('has every word in Spanish, different from the English', () => {
    const { en, es } = notificationWords.catalogs;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(en).filter(([id, text]) => es[id as keyof typeof es] === text)).toEqual([]);
  });
});

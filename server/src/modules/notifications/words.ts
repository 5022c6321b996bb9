import { wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** What notifications say in the inbox, emails and push texts (ICU; `others` counts the other actors). */
const en = {
  someone: 'Someone',
  'title.thread_reply':
    '{others, plural, =0 {{actor} replied to your discussion} one {{actor} and 1 other replied to your discussion} other {{actor} and # others replied to your discussion}}',
  'title.prayer_reply':
    '{others, plural, =0 {{actor} replied to your prayer request} one {{actor} and 1 other replied to your prayer request} other {{actor} and # others replied to your prayer request}}',
  'title.comment':
    '{others, plural, =0 {{actor} replied to your comment} one {{actor} and 1 other replied to your comment} other {{actor} and # others replied to your comment}}',
  'title.mention':
    '{others, plural, =0 {{actor} mentioned you} one {{actor} and 1 other mentioned you} other {{actor} and # others mentioned you}}',
  'title.prayer_joined':
    '{others, plural, =0 {{actor} prayed for your request} one {{actor} and 1 other prayed for your request} other {{actor} and # others prayed for your request}}',
  'title.content_follow':
    '{others, plural, =0 {{actor} replied in a discussion you follow} one {{actor} and 1 other replied in a discussion you follow} other {{actor} and # others replied in a discussion you follow}}',
  'title.prayer_request': '{actor} asked the prayer team to pray',
  'title.prayer_answered': 'A prayer you prayed for was answered',
  fallbackTitle: 'Something new in your community',
  'action.thread': 'View discussion',
  'action.event': 'View event',
  'action.other': 'Open',
  'email.open': 'Open it here',
  'email.unsubscribe': 'Stop these emails',
  'email.settings': 'Notification settings',
  'email.digestSubject': '{digest, select, daily {Your daily summary} other {Your weekly summary}}',
  'email.digestIntro': 'Here is what happened in your community.',
  'push.defaultTitle': 'New notification',
  'unsubscribe.done': 'Unsubscribed',
  'unsubscribe.invalid': 'Link not valid',
  'unsubscribe.confirm': 'Stop these emails?',
  'unsubscribe.confirmHint': 'Press the button to stop these notification emails. You can turn them back on in your notification settings.',
  'unsubscribe.button': 'Unsubscribe',
} as const;

const es: WordsIn<typeof en> = {
  someone: 'Alguien',
  'title.thread_reply':
    '{others, plural, =0 {{actor} respondió a su conversación} one {{actor} y 1 persona más respondieron a su conversación} other {{actor} y # personas más respondieron a su conversación}}',
  'title.prayer_reply':
    '{others, plural, =0 {{actor} respondió a su petición de oración} one {{actor} y 1 persona más respondieron a su petición de oración} other {{actor} y # personas más respondieron a su petición de oración}}',
  'title.comment':
    '{others, plural, =0 {{actor} respondió a su comentario} one {{actor} y 1 persona más respondieron a su comentario} other {{actor} y # personas más respondieron a su comentario}}',
  'title.mention':
    '{others, plural, =0 {{actor} le mencionó} one {{actor} y 1 persona más le mencionaron} other {{actor} y # personas más le mencionaron}}',
  'title.prayer_joined':
    '{others, plural, =0 {{actor} oró por su petición} one {{actor} y 1 persona más oraron por su petición} other {{actor} y # personas más oraron por su petición}}',
  'title.content_follow':
    '{others, plural, =0 {{actor} respondió en una conversación que usted sigue} one {{actor} y 1 persona más respondieron en una conversación que usted sigue} other {{actor} y # personas más respondieron en una conversación que usted sigue}}',
  'title.prayer_request': '{actor} pidió oración al equipo de oración',
  'title.prayer_answered': 'Una oración por la que usted oró fue contestada',
  fallbackTitle: 'Hay algo nuevo en su comunidad',
  'action.thread': 'Ver conversación',
  'action.event': 'Ver evento',
  'action.other': 'Abrir',
  'email.open': 'Ábralo aquí',
  'email.unsubscribe': 'Dejar de recibir estos correos',
  'email.settings': 'Configuración de notificaciones',
  'email.digestSubject': '{digest, select, daily {Su resumen del día} other {Su resumen de la semana}}',
  'email.digestIntro': 'Esto es lo que pasó en su comunidad.',
  'push.defaultTitle': 'Nueva notificación',
  'unsubscribe.done': 'Suscripción cancelada',
  'unsubscribe.invalid': 'Enlace no válido',
  'unsubscribe.confirm': '¿Dejar de recibir estos correos?',
  'unsubscribe.confirmHint':
    'Presione el botón para dejar de recibir estos correos de notificaciones. Puede volver a activarlos en su configuración de notificaciones.',
  'unsubscribe.button': 'Cancelar suscripción',
};

export const notificationWords = wordsOf({ en, es });
/** The kinds whose title names who acted. */
export const titledKinds = [
  'thread_reply',
  'prayer_reply',
  'comment',
  'mention',
  'prayer_joined',
  'content_follow',
  'prayer_request',
  'prayer_answered',
] as const;

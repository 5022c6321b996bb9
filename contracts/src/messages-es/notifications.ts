import type { notificationMessages, prayerTeamMessages } from '../notifications.ts';
import type { SpanishOf } from './types.ts';

export const notificationMessagesEs: SpanishOf<typeof notificationMessages> = {
  notFound: 'Esa notificación ya no está.',
  quietHours: 'Las horas de silencio son horas completas, de 00:00 a 23:00.',
  badType: 'Tipo de notificación desconocido.',
  unsubscribed: 'Ya no recibirá estos correos. Puede volver a activarlos en su configuración de notificaciones.',
  unsubscribeInvalid: 'Este enlace para cancelar la suscripción no es válido. Use la configuración de notificaciones.',
  loadFailed: 'No se pudieron cargar las notificaciones',
  loadFailedHint: 'No pudimos obtener sus notificaciones. Inténtelo de nuevo.',
  settingsSaved: 'Configuración actualizada',
  settingsSavedHint: 'Se guardaron sus preferencias de notificaciones.',
  badTimezone: 'No se reconoce esa zona horaria. Elija una de la lista.',
  quietHoursSame: 'Las horas de silencio deben empezar y terminar a horas distintas.',
  pushSubscription: 'Este navegador envió una suscripción de notificaciones que la estación no puede usar.',
  pushNotFound: 'Ese dispositivo no está suscrito a las notificaciones.',
  socketSignIn: 'Inicie sesión para recibir notificaciones.',
};

export const prayerTeamMessagesEs: SpanishOf<typeof prayerTeamMessages> = {
  rateLimit: 'Ha cambiado su lugar en el equipo de oración muchas veces en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  joined: 'Usted está en el equipo de oración. Le avisaremos de cada nueva petición de oración.',
  left: 'Ya no está en el equipo de oración.',
};

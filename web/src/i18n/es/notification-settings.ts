import type { MessageId, Translation } from '../en';
import type { notificationSettings as en } from '../en/notification-settings';

export const notificationSettings: Translation<typeof en> = {
  'notifications.settings.title': 'Ajustes de notificaciones',
  'notifications.settings.lead': 'Elija cómo y cuándo le avisamos.',
  'notifications.settings.signIn': 'Inicie sesión para elegir sus notificaciones',
  'notifications.settings.signInHint': 'Cuando inicie sesión podrá elegir de qué le avisamos y por qué medio.',
  'notifications.settings.back': 'Volver a las notificaciones',
  'notifications.settings.what': 'De qué le avisamos',
  'notifications.settings.whatHint': 'En la app es la campana; el correo y las notificaciones push le llegan fuera de la emisora.',
  'notifications.settings.enableAll': 'Activar todas',
  'notifications.settings.disableAll': 'Desactivar todas',
  'notifications.settings.pushDenied':
    'Su navegador bloquea las notificaciones de esta emisora, así que las push siguen desactivadas. Permítalas en los ajustes del sitio de su navegador para usarlas.',
  'notifications.settings.pushUnsupported':
    'Este navegador no puede recibir notificaciones push. El correo y la campana siguen funcionando.',
  'notifications.settings.autoSaved': 'Cada cambio se guarda en cuanto lo hace.',
  'notifications.settings.notSaved': 'Los ajustes no se guardaron',
  'notifications.settings.teamNotSaved': 'No se guardó',
  'notifications.settings.notifyAbout': 'Avisarme de',
  'notifications.settings.inApp': 'En la app',
  'notifications.settings.email': 'Correo',
  'notifications.settings.push': 'Push',
  'notifications.settings.digest': 'Resumen',
  'notifications.settings.digest.none': 'Al momento',
  'notifications.settings.digest.daily': 'Diario',
  'notifications.settings.digest.weekly': 'Semanal',
  'notifications.team.title': 'Equipo de oración',
  'notifications.team.lead':
    'Entérese de cada nueva petición de oración, por los medios que eligió abajo para «Nuevas peticiones de oración». Las peticiones anónimas nunca dicen quién las hizo.',
  'notifications.quiet.title': 'Horas de silencio',
  'notifications.quiet.lead':
    'Los correos y las notificaciones push esperan a que terminen las horas de silencio. La campana los guarda para usted.',
  'notifications.quiet.from': 'Desde',
  'notifications.quiet.until': 'Hasta',
  'notifications.quiet.zone': 'Las horas están en su zona horaria, <b>{zone}</b>.',
  'notifications.push.unavailable': 'Las notificaciones push no están disponibles',
  'notifications.push.blocked': 'Las notificaciones están bloqueadas',
  'notifications.push.blockedHint':
    'Su navegador no permitió las notificaciones de esta emisora, así que las push siguen desactivadas. Puede permitirlas en los ajustes del sitio de su navegador.',
  'notifications.push.notOn': 'No se activaron las notificaciones push',
} as const;

export const same: MessageId[] = ['notifications.settings.push'];

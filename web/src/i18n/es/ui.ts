import type { Translation } from '../en';
import type { ui as en } from '../en/ui';

export const ui: Translation<typeof en> = {
  'ui.copy': 'Copiar {label}',
  'ui.copied': 'Copiado',
  'ui.copyFailed': 'No se pudo copiar',
  'ui.honeypot': 'Deje esto vacío',
  'ui.password.show': 'Mostrar la contraseña',
  'ui.password.hide': 'Ocultar la contraseña',
  'ui.notifications': 'Notificaciones',
  'ui.closeToast': 'Cerrar el aviso',
  'ui.fallback.loading': 'Cargando',
  'ui.fallback.loadingText': 'Espere un momento mientras cargamos el contenido.',
  'ui.fallback.offline': 'Problemas de conexión',
  'ui.fallback.offlineText': 'No podemos conectarnos con nuestros servidores. Revise su conexión e inténtelo de nuevo.',
  'ui.fallback.maintenance': 'Mantenimiento temporal',
  'ui.fallback.maintenanceText': 'Este servicio está en mantenimiento por un momento. Volveremos pronto.',
  'ui.fallback.empty': 'Todavía no hay nada aquí',
  'ui.fallback.emptyText': 'No hay contenido disponible en este momento.',
  'ui.fallback.error': 'Algo salió mal',
  'ui.fallback.errorText': 'Ocurrió un error inesperado. Inténtelo de nuevo.',
} as const;

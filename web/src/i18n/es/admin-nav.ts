import type { Translation } from '../en';
import type { adminNav as en } from '../en/admin-nav';

export const adminNav: Translation<typeof en> = {
  'admin.nav.stationConsole': 'Consola de la emisora',
  'admin.nav.dashboard': 'Panel',
  'admin.nav.music': 'Biblioteca musical',
  'admin.nav.schedule': 'Programación',
  'admin.nav.live': 'En vivo',
  'admin.nav.people': 'Personas',
  'admin.nav.moderation': 'Moderación',
  'admin.nav.inbox': 'Bandejas de entrada y salida',
  'admin.nav.giving': 'Ofrendas y eventos',
  'admin.nav.delivery': 'Correo y pagos',
  'admin.nav.settings': 'Ajustes de la emisora',
  'admin.nav.backups': 'Copias de seguridad',
  'admin.nav.audit': 'Registro de cambios',
  'admin.nav.station': 'Emisora',
};

import type { Translation } from '../en';
import type { adminAudit as en } from '../en/admin-audit';

export const adminAudit: Translation<typeof en> = {
  'admin.audit.auditLog': 'Registro de cambios',
  'admin.audit.everyChangeMadeInThe': 'Cada cambio hecho en la consola: quién lo hizo, cuándo, y cómo estaba antes y después.',
  'admin.audit.showChangesFrom': 'Mostrar cambios de',
  'admin.audit.everything': 'Todo',
  'admin.audit.noChangesYet': 'Todavía no hay cambios',
  'admin.audit.changesMadeInTheConsole': 'Los cambios hechos en la consola aparecen aquí en cuanto ocurren.',
  'admin.audit.showOlderChanges': 'Mostrar cambios anteriores',
  'admin.audit.whatChanged': 'Qué cambió',
  'admin.audit.before': 'Antes',
  'admin.audit.after': 'Después',
};

import type { Translation } from '../en';
import type { common as en } from '../en/common';

export const common: Translation<typeof en> = {
  'common.justNow': 'justo ahora',
  'common.aboutAgo': '{ago}',
  'common.loading': 'Cargando…',
  'common.save': 'Guardar',
  'common.saving': 'Guardando…',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.delete': 'Eliminar',
  'common.edit': 'Editar',
  'common.retry': 'Intentar de nuevo',
  'common.language.switch': 'Idioma: {language}',
  'common.language.changed': 'Ahora en {language}',
} as const;

import type { backupMessages } from '../admin-backups.ts';
import type { SpanishOf } from './types.ts';

export const backupMessagesEs: SpanishOf<typeof backupMessages> = {
  notFound: 'No existe esa copia de seguridad',
  running: 'Ya se está haciendo una copia de seguridad; inténtelo de nuevo en un momento.',
};

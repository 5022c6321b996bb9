import type { memberDataMessages } from '../member-data.ts';
import type { SpanishOf } from './types.ts';

export const memberDataMessagesEs: SpanishOf<typeof memberDataMessages> = {
  passwordRequired: 'Escriba su contraseña para confirmar.',
  wrongPassword: 'Esa contraseña no es correcta, así que su cuenta no se eliminó. Inténtelo de nuevo.',
  rateLimit: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
  lastAdmin: 'Usted es el único administrador de la estación. Haga administrador a otra persona antes de eliminar su cuenta.',
  notYourself: 'No puede eliminar su propia cuenta desde la consola. Use “Eliminar mi cuenta” en su perfil.',
  deleteLastAdmin: 'La estación necesita al menos un administrador. Primero haga administrador a otra persona.',
  reasonRequired: 'Escriba por qué se elimina la cuenta (por ejemplo, “el miembro lo pidió por correo el 3 de mayo”).',
  reasonLong: 'Escriba el motivo en menos de 500 caracteres.',
  deleted:
    'Su cuenta fue eliminada y su sesión se cerró. Lo que escribió en la comunidad ahora aparece como “Exmiembro”; sus registros de donaciones se quedan con la estación por ley fiscal, sin su cuenta.',
  exportFailed: 'No se pudieron descargar sus datos. Inténtelo de nuevo.',
};

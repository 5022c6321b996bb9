import type { passkeyMessages } from '../passkeys.ts';
import type { SpanishOf } from './types.ts';

export const passkeyMessagesEs: SpanishOf<typeof passkeyMessages> = {
  nameRequired: 'Póngale a esta llave de acceso un nombre que reconozca, como “Laptop de la cocina” o “Mi teléfono”.',
  nameTooLong: 'El nombre de una llave de acceso puede tener como máximo 60 caracteres.',
  notFound: 'No se encontró esa llave de acceso; puede que ya se haya quitado.',
  challengeGone: 'Esa solicitud de llave de acceso venció o ya se usó. Inténtelo de nuevo.',
  notVerified: 'No se pudo comprobar esa llave de acceso. Inténtelo de nuevo, o use otra llave de acceso o un código.',
  alreadyAdded: 'Esa llave de acceso ya está agregada a su cuenta.',
  noPasskeys: 'Esta cuenta no tiene llave de acceso. Escriba en su lugar el código de su aplicación de autenticación.',
  passwordRequired: 'Escriba su contraseña para quitar una llave de acceso.',
  passwordWrong: 'Esa contraseña no es correcta.',
  unsupported:
    'Este navegador no puede usar llaves de acceso. Pruebe con otro navegador, o use el código de su aplicación de autenticación.',
  cancelled: 'No se usó la llave de acceso (la solicitud se canceló o se agotó el tiempo).',
  badResponse: 'El navegador envió una respuesta de llave de acceso que esta estación no puede leer. Inténtelo de nuevo.',
};

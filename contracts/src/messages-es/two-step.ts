import type { twoStepMessages } from '../two-step.ts';
import type { SpanishOf } from './types.ts';

export const twoStepMessagesEs: SpanishOf<typeof twoStepMessages> = {
  otpRequired: 'Escriba el código de seis dígitos de su aplicación de autenticación (o uno de sus códigos de recuperación).',
  otpWrong: 'Ese código no funcionó. Revise la hora de su teléfono y pruebe el código más reciente, o use un código de recuperación.',
  otpFormat: 'Escriba los seis dígitos de su aplicación de autenticación, o un código de recuperación como abcde-fghjk.',
  codeFormat: 'Escriba los seis dígitos que muestra su aplicación de autenticación.',
  codeWrong: 'Ese código no coincide. Escriba el código más reciente que su aplicación muestra para Selah.',
  notSetUp: 'Empiece por configurar el inicio de sesión en dos pasos y luego confírmelo con un código.',
  alreadyOn: 'El inicio de sesión en dos pasos ya está activado en su cuenta.',
  notOn: 'El inicio de sesión en dos pasos no está activado en su cuenta.',
  passwordWrong: 'Esa contraseña no es correcta.',
  passwordRequired: 'Escriba su contraseña para desactivar el inicio de sesión en dos pasos.',
  staffRequired:
    'La estación pide que todas las cuentas del equipo usen el inicio de sesión en dos pasos. Actívelo en su perfil (con una aplicación de autenticación o una llave de acceso) y vuelva.',
  nothingToReset: 'Esta persona no tiene inicio de sesión en dos pasos que restablecer (o ya no tiene cuenta).',
  turnOnYourselfFirst: 'Primero active el inicio de sesión en dos pasos en su propia cuenta (en su perfil), para no quedarse sin acceso.',
};

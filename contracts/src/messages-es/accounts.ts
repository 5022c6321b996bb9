import type { accountMessages, sessionMessages } from '../accounts.ts';
import { commonMessagesEs } from './common.ts';
import type { SpanishOf } from './types.ts';

export const accountMessagesEs: SpanishOf<typeof accountMessages> = {
  usernameRequired: 'El nombre de usuario es obligatorio',
  usernameRule: 'El nombre de usuario debe tener de 3 a 30 caracteres: letras, números y guiones bajos',
  usernameTaken: 'Ese nombre de usuario ya está en uso',
  emailInvalid: 'Escriba un correo electrónico válido',
  emailTaken: 'Ya existe una cuenta con ese correo electrónico',
  passwordRequired: 'La contraseña es obligatoria',
  passwordShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordLong: 'La contraseña debe tener como máximo 128 caracteres',
  passwordMismatch: 'Las contraseñas no coinciden',
  invalidLogin: 'Nombre de usuario o contraseña incorrectos',
  captcha: commonMessagesEs.captcha,
  tooFast: commonMessagesEs.tooFast,
  signupRateLimit: 'Demasiados registros desde esta conexión. Espere una hora e inténtelo de nuevo.',
  loginRateLimit: 'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  countryInvalid: 'Elija un país de la lista',
  cityInvalid: 'Escriba su pueblo o ciudad con letras (hasta 80)',
  placeShownInvalid: 'Elija qué muestran sus publicaciones: nada, su región o su ciudad',
  displayNameRule: 'Su nombre puede tener hasta 60 letras, contando los espacios',
  bioLong: 'La biografía debe tener como máximo 500 caracteres',
  resetSent: 'Si alguna cuenta usa ese correo, le enviamos un enlace para restablecer la contraseña.',
  resetNoMail: (contact: string) =>
    `Esta estación no puede enviar correos en este momento, así que no llegará ningún enlace para restablecer la contraseña. Pida ayuda a la estación para volver a entrar a su cuenta${contact ? `: escriba a ${contact}` : ''}.`,
  resetInvalid: 'Este enlace para restablecer la contraseña no es válido o ya venció. Pida uno nuevo.',
  avatarMissing: 'Elija una imagen para subir.',
  avatarNotMultipart: 'Suba la imagen como archivo de formulario con el nombre "avatar".',
  avatarTooLarge: 'Esa imagen pesa más de 2 MB. Elija una más pequeña.',
  avatarType: 'Elija una imagen PNG, JPEG o WebP.',
  avatarBroken: 'No se pudo leer esa imagen; puede estar dañada. Elija otra.',
  avatarTooManyPixels: 'Esa imagen es demasiado grande para procesarla (más de 40 megapíxeles). Elija una más pequeña.',
  avatarBusy: 'Se están subiendo muchas imágenes en este momento. Inténtelo de nuevo en un momento.',
};

export const sessionMessagesEs: SpanishOf<typeof sessionMessages> = {
  notFound: 'No se encontró esa sesión, o ya terminó.',
  idInvalid: 'No se encontró esa sesión.',
};

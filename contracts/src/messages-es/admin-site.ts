import type { adminSiteMessages } from '../admin-site.ts';
import type { SpanishOf } from './types.ts';

export const adminSiteMessagesEs: SpanishOf<typeof adminSiteMessages> = {
  nameRequired: 'La estación necesita un nombre.',
  tooLong: (label: string, max: number) => `${label}: como máximo ${max} caracteres.`,
  badEmail: 'Escriba un correo electrónico válido, o déjelo vacío.',
  badLink: 'Los enlaces deben empezar con https:// o http://.',
  badImage: 'Las imágenes deben ser las que se subieron aquí (su dirección empieza con /media/site/).',
  duplicateId: 'Dos entradas tienen el mismo id; cada una necesita el suyo.',
  badId: 'Un id se forma con letras minúsculas, dígitos y guiones, como "grace-ministries".',
  nothingToChange: 'No hay nada que cambiar: envíe al menos una parte de la configuración.',
  imageMissing: 'Elija una imagen para subir.',
  imageNotMultipart: 'Suba la imagen como archivo de formulario con el nombre "image".',
  imageTooLarge: 'Esa imagen pesa más de 5 MB. Elija una más pequeña.',
  imageType: 'Elija una imagen PNG, JPEG o WebP.',
  imageBroken: 'No se pudo leer esa imagen; puede estar dañada. Elija otra.',
  imageTooManyPixels: 'Esa imagen es demasiado grande para procesarla (más de 40 megapíxeles). Elija una más pequeña.',
  imageBusy: 'Se están subiendo muchas imágenes en este momento. Inténtelo de nuevo en un momento.',
  badKind: 'Esa parte de la bandeja de entrada no existe.',
  itemNotFound: 'Ese mensaje ya no está en la bandeja de entrada.',
  replySubject: 'Escriba un asunto para su respuesta.',
  replyBody: 'Escriba su respuesta.',
  mailNotFound: 'Ese correo ya no está en la bandeja de salida.',
  mailAlreadySent: 'Ese correo ya se entregó; no hay nada que reenviar.',
};

import type { chatMessages, liveMessages } from '../live.ts';
import type { SpanishOf } from './types.ts';

export const liveMessagesEs: SpanishOf<typeof liveMessages> = {
  titleRequired: 'Póngale un título al programa.',
  titleTooLong: 'El título puede tener como máximo 120 caracteres.',
  descriptionTooLong: 'La descripción puede tener como máximo 1000 caracteres.',
  startFailed: 'No se pudo iniciar el programa en vivo',
  stopFailed: 'No se pudo detener el programa en vivo',
  notBroadcaster: 'Solo los locutores y administradores pueden usar el estudio.',
  askForAccess:
    'El estudio es para los locutores de la estación. Pida a un administrador que le dé a su cuenta el rol de locutor y vuelva a iniciar sesión.',
  keyShownOnce: 'Copie esta clave ahora: por su seguridad se muestra una sola vez. Renuévela para obtener una nueva.',
  keyRotated: 'Se creó una nueva clave de transmisión. La anterior ya no funciona.',
  noKey: 'Todavía no tiene una clave de transmisión.',
  offlineTitle: 'Transmisión fuera de línea',
  offlineHint: 'No estamos transmitiendo video en este momento. La radio sigue sonando.',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  radioFeedOn: 'El sonido del video ahora también suena en la radio mientras usted está en vivo.',
  noBroadcast: 'No existe esa transmisión.',
  noFile: 'No existe ese archivo.',
  owncastDown: 'El servidor de transmisión no responde. Verifique que Owncast esté funcionando.',
};

export const chatMessagesEs: SpanishOf<typeof chatMessages> = {
  empty: 'Primero escriba un mensaje.',
  tooLong: 'Los mensajes pueden tener como máximo 500 caracteres.',
  nameTooLong: 'Los nombres pueden tener como máximo 40 caracteres.',
  visitorsOff: 'Inicie sesión para participar en el chat.',
  muted: 'Por ahora está silenciado en el chat.',
  slowMode: 'El modo lento está activado: espere unos segundos entre mensajes.',
  flood: 'Está enviando mensajes demasiado rápido. Espere un momento.',
  notFound: 'Ese mensaje ya no está.',
  loadFailed: 'No se pudo cargar el chat.',
  defaultName: 'Amigo en la fe',
  nameReserved: 'Ese nombre pertenece a un miembro o al equipo de la estación. Elija otro, o inicie sesión.',
};

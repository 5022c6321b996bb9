import { STUDIO_MESSAGE_MAX, type followMessages, type requestMessages, type requestStandingMessages } from '../requests.ts';
import type { SpanishOf } from './types.ts';

const minutos = (n: number) => (n <= 1 ? 'un minuto' : `${n} minutos`);

export const requestMessagesEs: SpanishOf<typeof requestMessages> = {
  songNotFound: 'Esa canción ya no está en la biblioteca. Búsquela de nuevo.',
  badSong: 'Elija una canción de los resultados de búsqueda.',
  songPlayedRecently: (ago: number, wait: number) =>
    `Esta canción sonó hace ${minutos(ago)}. Elija otra, o vuelva a pedirla dentro de ${minutos(wait)}.`,
  songRequestedRecently: (wait: number) =>
    `Alguien ya pidió esta canción. Sonará pronto; puede volver a pedirla dentro de ${minutos(wait)}.`,
  listenerTooSoon: (ago: number, wait: number) =>
    `Usted pidió una canción hace ${minutos(ago)}. Puede pedir otra dentro de ${minutos(wait)}.`,
  flood: 'Demasiadas solicitudes suyas en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  messageFlood: 'Ha enviado varios mensajes al estudio en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  messageEmpty: 'Escriba su mensaje.',
  messageTooLong: `Escriba su mensaje en menos de ${STUDIO_MESSAGE_MAX} caracteres.`,
  nameTooLong: 'Escriba su nombre en menos de 60 caracteres.',
  badKind: 'Elija una petición de oración o un saludo.',
  messageSent: 'Gracias. Su mensaje ya está en el estudio.',
  notFound: 'Esa petición o mensaje ya no está.',
  notShoutout: 'Solo un saludo puede salir al aire.',
  noEngine:
    'La radio no está sonando en este servidor en este momento, así que nada puede salir al aire. Inténtelo de nuevo en unos segundos.',
  queryTooLong: 'Busque con menos de 100 caracteres.',
};

export const requestStandingMessagesEs: SpanishOf<typeof requestStandingMessages> = {
  autodj: (position: number) =>
    position === 0
      ? 'Su pedido es el siguiente: sonará después de la canción que está al aire.'
      : `Su pedido está en la fila: hay ${position} antes.`,
  host: 'Su pedido está con el presentador del programa en vivo, que decide qué suena.',
  later: 'Este programa no acepta pedidos; su canción sonará cuando empiece un programa que los acepte.',
};

export const followMessagesEs: SpanishOf<typeof followMessages> = {
  programNotFound: 'Ese programa no está en la programación.',
  following: (title: string) => `Le avisaremos cuando ${title} esté en vivo.`,
  stopped: (title: string) => `Ya no recibirá avisos cuando ${title} esté en vivo.`,
  liveTitle: (title: string) => `${title} está en vivo ahora`,
  liveBodyRadio: (title: string, host: string) =>
    host ? `${host} está al aire con ${title}. Toque para escuchar.` : `${title} está al aire. Toque para escuchar.`,
  liveBodyVideo: (title: string) => `${title} se transmite en video ahora. Toque para ver.`,
};

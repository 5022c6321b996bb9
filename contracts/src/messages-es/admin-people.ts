import type { liveAdminMessages, moderationMessages, peopleMessages } from '../admin-people.ts';
import type { SpanishOf } from './types.ts';

export const peopleMessagesEs: SpanishOf<typeof peopleMessages> = {
  userNotFound: 'Ese miembro no existe.',
  badRole: 'Elija un rol: miembro, locutor o administrador.',
  lastAdmin: 'La estación necesita al menos un administrador. Primero haga administrador a otra persona.',
  notYourself: 'No puede suspender su propia cuenta.',
  suspendAdmin: 'No se puede suspender a un administrador. Primero hágalo miembro.',
  alreadySuspended: 'Ese miembro ya está suspendido.',
  notSuspended: 'Ese miembro no está suspendido.',
  suspended: 'Esta cuenta está suspendida. Comuníquese con la estación si cree que es un error.',
};

export const moderationMessagesEs: SpanishOf<typeof moderationMessages> = {
  badTarget: 'Elija qué desea reportar: una conversación o una respuesta.',
  badReason: 'Elija un motivo para el reporte.',
  detailsLong: 'Escriba los detalles en menos de 500 caracteres.',
  targetGone: 'Esa publicación ya no existe.',
  ownPost: 'No puede reportar su propia publicación.',
  alreadyReported: 'Ya reportó esta publicación. Gracias, el equipo de la estación la revisará.',
  reportRateLimit: 'Ha enviado muchos reportes en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  badAction: 'Elija qué hacer: descartar, ocultar o eliminar.',
  noOpenReports: 'No hay reportes abiertos para esa publicación.',
  commentNotFound: 'Esa respuesta no existe.',
  reportThanks: 'Gracias. El equipo de la estación revisará esta publicación.',
  hiddenReplyTitle: 'Su respuesta fue ocultada',
  hiddenThreadTitle: 'Su conversación fue ocultada',
  hiddenByStaff: 'El equipo de la estación la ocultó a los demás miembros. Si tiene preguntas, comuníquese con la estación.',
  hiddenByReports: 'Varios miembros la reportaron, así que queda oculta para los demás hasta que el equipo de la estación la revise.',
  hiddenNotice: 'Ocultado por el equipo de la estación: solo usted puede verlo.',
};

export const liveAdminMessagesEs: SpanishOf<typeof liveAdminMessages> = {
  noSource: 'Nadie está transmitiendo en vivo en este momento.',
  skipWhileLive: 'Hay una persona al aire: su programa continúa, y las canciones del AutoDJ vuelven cuando termine.',
  nothingToSkip: 'Todavía no suena ninguna canción, así que no hay nada que saltar.',
  keyUserNotFound: 'Esa persona no es locutor ni administrador de la estación.',
};

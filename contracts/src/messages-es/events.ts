import type { eventMessages } from '../events.ts';
import type { SpanishOf } from './types.ts';

/** 'a la 1:00 p.m.', 'a las 7:00 p.m.': Spanish says the hour with its article. */
const atHour = (time: string) => (/^1:/.test(time) ? 'a la' : 'a las');

export const eventMessagesEs: SpanishOf<typeof eventMessages> = {
  notFound: 'Ese evento no existe o fue eliminado.',
  programNotFound: 'Ese programa no está en la programación.',
  badTimes: 'Un evento debe terminar después de empezar.',
  badInstant: 'Use una fecha y hora completas con su zona, como 2026-12-06T16:00:00Z.',
  tooLong: 'Un evento puede durar como máximo 14 días.',
  started: 'Este evento ya empezó, así que no hay nada que recordarle.',
  target: 'Elija un evento o un programa para el recordatorio.',
  bothTargets: 'Elija un evento o un programa, no ambos.',
  otherUser: 'Solo puede crear recordatorios para usted.',
  reminderNotFound: 'Ese recordatorio no existe o ya fue cancelado.',
  badLead: 'Elija un aviso entre 0 minutos y 7 días antes del inicio.',
  postingRateLimit: 'Ha creado muchos recordatorios en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  reminderSet: (title: string, time: string) => `¡Recordatorio listo para "${title}" ${atHour(time)} ${time}!`,
  reminderOffline: (title: string, time: string) => `¡Recordatorio listo para "${title}" ${atHour(time)} ${time}! (Sin conexión)`,
  visitorReminder: (title: string) =>
    `Agregue "${title}" a su calendario y le avisará. Únase a la comunidad para recibir el aviso aquí también.`,
  reminderCancelled: 'Recordatorio cancelado.',
  noUpcoming: 'No hay eventos próximos',
  loadFailed: 'No pudimos cargar este evento. Inténtelo de nuevo.',
  badCapacity: 'Los lugares deben ser un número entero del 1 al 100000, o quedar vacíos si no hay límite.',
  badSeats: 'Elija de 1 a 10 lugares.',
  rsvpStarted: 'Este evento ya empezó, así que ya no se pueden reservar lugares.',
  rsvpExists: 'Ya respondió para este evento. Cancele primero su respuesta para cambiar el número de lugares.',
  rsvpNotFound: 'No tiene lugar ni está en la lista de espera de este evento.',
  rsvpRateLimit: 'Ha cambiado sus lugares muchas veces en poco tiempo. Espere unos minutos e inténtelo de nuevo.',
  going: (seats: number) =>
    seats === 1 ? 'Usted asistirá. Su lugar está reservado.' : `Usted asistirá. Sus ${seats} lugares están reservados.`,
  waitlisted: 'El evento está lleno, así que quedó en la lista de espera. Le avisaremos si se libera un lugar.',
  rsvpCancelled: 'Su respuesta fue cancelada.',
  badFreq: 'Elija semanal, quincenal (cada dos semanas) o mensual.',
  badCount: 'Un evento que se repite puede tener de 2 a 104 fechas.',
  badUntil: 'La última fecha debe ser posterior a la primera.',
  tooManyDates: 'Un evento que se repite puede tener como máximo 104 fechas. Elija un final más próximo o menos fechas.',
  occurrenceRemoved: 'La estación quitó esta fecha del evento, así que ya no se pueden reservar lugares.',
  notRepeating: 'Este evento no se repite, así que no hay una serie que cambiar.',
  seriesTimes: 'Para cambiar la hora de un evento que se repite, cambie cada fecha por separado.',
  badQuestion: 'La pregunta puede tener como máximo 200 caracteres.',
  badAnswer: 'Su respuesta puede tener como máximo 500 caracteres.',
  attendeeNotFound: 'Esa persona no tiene lugar ni está en la lista de espera de este evento.',
  checkInWaitlisted: 'Solo se puede registrar la llegada de quienes tienen lugar; esta persona está en la lista de espera.',
  badRange: 'Elija un periodo de 62 días como máximo que termine después de empezar.',
  checkedIn: (name: string) => `Se registró la llegada de ${name}.`,
  checkInUndone: (name: string) => `Se anuló la llegada de ${name}.`,
};

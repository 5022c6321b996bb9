import type { MessageId, Translation } from '../en';
import type { adminSchedule as en } from '../en/admin-schedule';

export const adminSchedule: Translation<typeof en> = {
  'admin.schedule.schedule': 'Programación',
  'admin.schedule.theWeekOnAirIn':
    'La semana al aire, en la zona horaria de la emisora ({timezone}). Los cambios salen al aire en la próxima canción, sin reiniciar.',
  'admin.schedule.newProgram': 'Programa nuevo',
  'admin.schedule.theRecording': 'La grabación',
  'admin.schedule.editProgram': 'Editar el programa',
  'admin.schedule.timesAreInTheStation': 'Los horarios están en la zona de la emisora ({timezone}).',
  'admin.schedule.title': 'Título',
  'admin.schedule.host': 'Conductor',
  'admin.schedule.whatPlays': 'Qué suena',
  'admin.schedule.autodjTheWholeLibrary': 'AutoDJ: toda la biblioteca',
  'admin.schedule.autodjName': 'AutoDJ: {name}',
  'admin.schedule.aPreRecordedShowOne': 'Un programa grabado (un archivo, a la hora de inicio)',
  'admin.schedule.liveAPresenterOnThe': 'En vivo: un locutor en la entrada en vivo',
  'admin.schedule.category': 'Categoría',
  'admin.schedule.description': 'Descripción',
  'admin.schedule.playListenersSongRequests': 'Tocar las canciones que piden los oyentes',
  'admin.schedule.theAutodjPlaysRequestedSongs':
    'El AutoDJ toca primero las canciones pedidas durante este programa. En un programa en vivo esperan al conductor en el estudio.',
  'admin.schedule.deleteProgram': 'Eliminar el programa',
  'admin.schedule.saveProgram': 'Guardar el programa',
  'admin.schedule.theRecordingMp3': 'La grabación (MP3)',
  'admin.schedule.uploadingRound': 'Subiendo… {round} %',
  'admin.schedule.itStartsAtTheProgram':
    'Empieza a la hora de inicio del programa, cortando la canción que suene; después sigue el AutoDJ.',
  'admin.schedule.dayToShow': 'Día que se muestra',
  'admin.schedule.nothingScheduledTheAutodjPlays': 'Nada programado: el AutoDJ toca toda la biblioteca.',
  'admin.schedule.onceDateReplacesTheWeekly': 'una vez, {date} (reemplaza al programa semanal ese día)',
  'admin.schedule.preRecorded': 'grabado',
  'admin.schedule.liveHost': 'En vivo · {host}',
  'admin.schedule.wholeLibrary': 'Toda la biblioteca',
  'admin.schedule.when': 'Cuándo',
  'admin.schedule.everyWeek': 'Cada semana',
  'admin.schedule.onceOnADate': 'Una vez, en una fecha',
  'admin.schedule.date': 'Fecha',
  'admin.schedule.day': 'Día',
  'admin.schedule.days': 'Días',
  'admin.schedule.starts': 'Empieza',
  'admin.schedule.anyMinuteLike730': 'Cualquier minuto, como 7:30 AM.',
  'admin.schedule.ends': 'Termina',
  'admin.schedule.1200AmIsMidnight': '12:00 AM es medianoche, al final del día.',
  'admin.schedule.programSaved': 'Programa guardado',
  'admin.schedule.programAdded': 'Programa agregado',
  'admin.schedule.programDeleted': 'Programa eliminado',
};

export const same: MessageId[] = ['admin.schedule.autodjName'];

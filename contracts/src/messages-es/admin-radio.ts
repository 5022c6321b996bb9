import { TRACK_MAX_BYTES, type adminRadioMessages } from '../admin-radio.ts';
import type { SpanishOf } from './types.ts';

export const adminRadioMessagesEs: SpanishOf<typeof adminRadioMessages> = {
  sourcePasswordFromEnvironment:
    'La contraseña de la fuente la define STATION_SOURCE_PASSWORD en el servidor: cámbiela allí, o quítela para definirla aquí.',
  trackNotFound: 'Esa canción no está en la biblioteca.',
  playlistNotFound: 'Esa lista de reproducción no existe.',
  programNotFound: 'Ese programa no está en la programación.',
  notMp3: (name: string) => `"${name}" no es un archivo MP3, así que no se agregó nada. Elija solo canciones MP3.`,
  noAudio: (name: string) => `"${name}" no tiene audio que la estación pueda reproducir, así que no se agregó nada.`,
  silent: (name: string) =>
    `"${name}" está en silencio de principio a fin, así que no se agregó nada. Revise que haya exportado el archivo correcto.`,
  clipping: (name: string, peakDb: number) =>
    `"${name}" tiene picos de ${peakDb > 0 ? '+' : ''}${peakDb.toFixed(1)} dBTP, por encima de 0: se masterizó demasiado fuerte y satura. Se agregó y suena con el volumen bajado, sin saturar; una masterización más limpia sonará mejor.`,
  targetRange: 'Elija un nivel de sonoridad entre -24 y -10 LUFS (-16 le va bien a la mayoría de las estaciones).',
  crossfadeRange: 'Elija una transición entre 0 y 6 segundos (con 0 las canciones suenan una tras otra).',
  notConvertible: (name: string) =>
    `"${name}" es mono o no está a 44.1 kHz y no se pudo convertir para la transmisión, así que no se agregó nada. Intente exportarlo de nuevo como MP3 estéreo.`,
  tooLarge: `Una canción puede pesar como máximo ${TRACK_MAX_BYTES / 1024 / 1024} MB.`,
  noFile: 'Elija al menos un archivo MP3 para subir.',
  notMultipart: 'Envíe las canciones como archivos subidos (multipart/form-data).',
  onAir: (title: string) => `"${title}" está al aire en este momento. Elimínela cuando termine de sonar.`,
  nameTaken: (name: string) => `Ya existe una lista de reproducción llamada "${name}". Elija otro nombre.`,
  unknownTracks: 'Una de las canciones de esa lista ya no está en la biblioteca. Vuelva a cargar e inténtelo de nuevo.',
  playlistInUse: (program: string) => `El programa "${program}" usa esta lista de reproducción. Primero asígnele otra lista.`,
  overlap: (title: string, day: string, time: string) =>
    `Ese horario se cruza con "${title}" (${day}, ${time}). Elija otro horario o mueva ese primero.`,
  past: 'Esa fecha y hora ya pasaron. Elija un momento que todavía esté por venir.',
  endAfterStart: 'El programa debe terminar después de empezar.',
  badTime: 'Use una hora como 07:30 (horas de 00 a 23, minutos de 00 a 59; 24:00 es la medianoche al final del día).',
  needTimes: 'Indique la hora de inicio y de fin del programa, como 07:30 y 08:15.',
  crossesMidnight:
    'El programa debe terminar después de empezar, el mismo día: para pasar de la medianoche, termínelo a las 24:00 y agregue otro que empiece a las 00:00 del día siguiente.',
  fileNotFound: 'Esa grabación ya no está en la biblioteca. Súbala de nuevo.',
  fileOnLive: 'Un programa en vivo lo presenta una persona: elija "AutoDJ" para reproducir un archivo grabado.',
  needDay: 'Elija al menos un día de la semana, o una fecha.',
  livePlaylist: 'Elija una lista de reproducción para el AutoDJ, o elija "en vivo" para un programa con presentador.',
  title: 'Póngale un título al programa.',
  host: 'Indique el nombre del presentador.',
};

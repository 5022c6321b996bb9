import type { radioMessages, sourceKeyMessages } from '../radio.ts';
import type { SpanishOf } from './types.ts';

export const radioMessagesEs: SpanishOf<typeof radioMessages> = {
  badDate: 'Use una fecha real como 2026-11-22',
  unknownTimeZone: 'Zona horaria desconocida',
  sourceUnauthorized: 'Usuario o contraseña de la fuente incorrectos.',
  sourceBusy: 'Ya hay otra fuente en vivo al aire.',
  metadataUpdated: 'Metadatos actualizados correctamente',
  metadataMissing: 'Falta un parámetro: envíe mode=updinfo, mount=/live y song=… (el título que ven los oyentes).',
  metadataOtherMount: 'Esta estación tiene un solo punto de montaje de fuente, /live: envíe mount=/live.',
  metadataNoSource: 'No hay ninguna fuente en vivo conectada a /live: primero conecte su codificador y luego indique la canción.',
  sourceNoLeader: 'La estación está eligiendo cuál de sus servidores maneja la radio. Vuelva a conectarse en unos segundos.',
  artNotFound: 'No existe esa portada.',
  listenerNotFound: 'Esa transmisión no está conectada.',
  latestReplay: (title: string) => `Lo más reciente de ${title}`,
  replayPending: (title: string) => `Una repetición de ${title} (música hasta que se grabe un programa)`,
  onAirLive: (title: string) => `En vivo · ${title}`,
  onAirMusicUntil: (host: string) => `Música hasta que ${host} salga en vivo`,
  onAirProgram: (title: string) => `Al aire · ${title}`,
};

export const sourceKeyMessagesEs: SpanishOf<typeof sourceKeyMessages> = {
  shownOnce: 'Copie ahora esta clave en su programa de transmisión: se muestra una sola vez. Crear una nueva anula esta.',
  noKey: 'Todavía no tiene una clave de fuente.',
  notFound: 'No tiene ninguna clave de fuente que revocar.',
};

import type { mediaMessages } from '../media.ts';
import type { SpanishOf } from './types.ts';

export const mediaMessagesEs: SpanishOf<typeof mediaMessages> = {
  notMultipart: 'Envíe el archivo como formulario subido (multipart/form-data).',
  fileMissing: 'Elija un archivo para subir.',
  notAudio: 'Ese archivo no es una grabación MP3 ni M4A. Suba un archivo de audio MP3 o M4A.',
  brokenAudio:
    'Ese archivo de audio está dañado o cortado, así que no se puede reproducir hasta el final. Expórtelo de nuevo e inténtelo otra vez.',
  notVideo: 'Ese archivo no es un video MP4, WebM ni MOV. Suba uno de esos.',
  brokenVideo: 'Ese archivo de video está dañado o cortado. Expórtelo de nuevo e inténtelo otra vez.',
  titleMissing: 'Póngale un título.',
  titleLong: 'Los títulos deben tener menos de 200 caracteres.',
  descriptionLong: 'Las descripciones deben tener menos de 5000 caracteres.',
  episodeNotFound: 'Ese episodio ya no está disponible.',
  showNotFound: 'Ese programa no existe.',
  videoNotFound: 'Ese video ya no está disponible.',
  notDraft: 'Ese episodio ya está publicado.',
  onlyBroadcasters: 'Solo los locutores y administradores pueden publicar pódcasts y videos.',
  loginToLike: 'Inicie sesión primero: necesita registrarse o iniciar sesión para dar “me gusta” a los videos.',
  uploadBusy: 'La estación está procesando otros archivos. Inténtelo de nuevo en un minuto.',
  uploadRateLimit: 'Ha subido mucho en poco tiempo. Espere unos minutos.',
  noEpisodes: 'No se encontraron episodios',
  noEpisodesFiltered: 'Pruebe a cambiar su búsqueda o los filtros',
  noEpisodesYet: '¡Vuelva pronto para escuchar nuevos episodios!',
  videosFailed: 'No se pudieron cargar los videos. Inténtelo de nuevo.',
  noVideos: 'No se encontraron videos que coincidan con su búsqueda.',
  defaultDescription: 'Un mensaje de nuestra estación para animarle en su caminar de fe.',
};

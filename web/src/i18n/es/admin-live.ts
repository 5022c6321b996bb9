import type { MessageId, Translation } from '../en';
import type { adminLive as en } from '../en/admin-live';

export const adminLive: Translation<typeof en> = {
  'admin.live.live': 'En vivo',
  'admin.live.whoIsBroadcastingOnThe':
    'Quién transmite por la entrada en vivo de la emisora, el programa en vivo y las claves de transmisión de los locutores.',
  'admin.live.liveMount': 'Entrada en vivo',
  'admin.live.onAir': 'Al aire',
  'admin.live.autodj': 'AutoDJ',
  'admin.live.since': '”, desde',
  'admin.live.stationSource': 'Fuente de la emisora',
  'admin.live.nobodyIsOnTheLive': 'No hay nadie en la entrada en vivo. Suena el AutoDJ.',
  'admin.live.disconnectTheSource': 'Desconectar la fuente',
  'admin.live.skipThisSong': 'Saltar esta canción',
  'admin.live.liveShow': 'Programa en vivo',
  'admin.live.liveViewersWatching': 'En vivo · {viewers} viendo',
  'admin.live.withBroadcaster': 'con {broadcaster}',
  'admin.live.showTitle': 'Título del programa',
  'admin.live.startTheShow': 'Empezar el programa',
  'admin.live.endTheShow': 'Terminar el programa',
  'admin.live.streamKeys': 'Claves de transmisión',
  'admin.live.keyEndingKeyhintMadeTimeago': 'Clave que termina en …{keyHint}, creada {timeAgo}',
  'admin.live.noKeyYet': 'Todavía no hay clave',
  'admin.live.newKeyShownOnceKey': 'Clave nueva (se muestra una sola vez): {key}',
  'admin.live.sourceUser':
    'El programa de transmisión (BUTT, Mixxx, ffmpeg) se conecta a la entrada en vivo con el usuario <code>source</code> y esta contraseña. Los locutores también pueden entrar con su propia cuenta.',
  'admin.live.newKeyFor': 'Clave nueva <sr>para {username}</sr>',
  'admin.live.aNewKeyForUsername': 'Una clave nueva para {username}. La anterior ya no funciona.',
  'admin.live.theSourcePasswordIsSaved': 'La contraseña de la fuente está guardada. Désela al programa de transmisión de sus DJ.',
  'admin.live.sourcePassword': 'Contraseña de la fuente',
  'admin.live.set': 'Configurada',
  'admin.live.notSet': 'Sin configurar',
  'admin.live.itIsSetOnThe': 'Está configurada en el servidor (STATION_SOURCE_PASSWORD), así que se cambia allí.',
  'admin.live.newSourcePassword': 'Contraseña de la fuente nueva',
  'admin.live.atLeast8CharactersNo': 'Al menos 8 caracteres, sin espacios ni dos puntos.',
  'admin.live.replaceIt': 'Reemplazarla',
  'admin.live.saveIt': 'Guardarla',
  'admin.live.clearIt': 'Borrarla',
  'admin.live.theSourcePasswordIsCleared': 'Se borró la contraseña de la fuente.',
  'admin.live.showStarted': 'El programa en vivo empezó.',
  'admin.live.sourceDisconnected': 'Se desconectó la fuente.',
  'admin.live.skipped': 'Saltada. Empieza la próxima canción.',
  'admin.live.showEnded': 'El programa en vivo terminó.',
};

export const same: MessageId[] = ['admin.live.autodj'];

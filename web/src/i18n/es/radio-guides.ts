import type { MessageId, Translation } from '../en';
import type { radioGuides as en } from '../en/radio-guides';

export const radioGuides: Translation<typeof en> = {
  'radio.guides.server': 'el servidor RTMP que muestra su estudio (rtmp://SU-EMISORA:1935/live)',
  'radio.guides.obs.title': 'Transmitir un culto con OBS Studio',
  'radio.guides.obs.lead':
    'OBS Studio es gratuito, funciona en Windows, Mac y Linux, y es lo que usan la mayoría de las iglesias para transmitir.',
  'radio.guides.obs.connect': 'Conecte OBS a la emisora',
  'radio.guides.obs.connect1': 'Abra Ajustes → Emisión. Elija el Servicio “Personalizado…”.',
  'radio.guides.obs.connect2': 'Servidor: {server}.',
  'radio.guides.obs.connect3':
    'Clave de retransmisión: su propia clave del estudio. Se muestra una sola vez, al crearla o renovarla; no la comparta.',
  'radio.guides.obs.picture': 'Imagen y sonido',
  'radio.guides.obs.picture1':
    'Ajustes → Salida → Modo de salida “Avanzado”: Codificador x264, Control de frecuencia CBR, Tasa de bits 2500 Kbps, Intervalo de fotogramas clave 2 s.',
  'radio.guides.obs.picture2': 'Ajustes → Vídeo: Resolución de salida (escalada) 1280x720, Valores comunes de FPS 30.',
  'radio.guides.obs.picture3': 'Ajustes → Audio: Frecuencia de muestreo 44.1 kHz; Salida → Tasa de bits de audio 128.',
  'radio.guides.obs.goLive': 'Salga en vivo',
  'radio.guides.obs.goLive1':
    'Agregue su cámara (Dispositivo de captura de vídeo) y la mesa de sonido (Captura de entrada de audio) como fuentes.',
  'radio.guides.obs.goLive2':
    'Presione Iniciar transmisión. En pocos segundos la tarjeta de estado del estudio dirá En vivo y /live mostrará el culto.',
  'radio.guides.obs.goLive3': 'Dé un título al programa con Iniciar programa; Detener programa lo termina y desconecta OBS.',
  'radio.guides.others.title': 'Streamlabs y ffmpeg',
  'radio.guides.others.lead': 'Cualquier codificador que hable RTMP puede transmitir a la emisora. Otros dos que usan los voluntarios:',
  'radio.guides.others.streamlabs': 'Streamlabs Desktop',
  'radio.guides.others.streamlabs1': 'Ajustes → Transmisión → Tipo de transmisión “Servidor de transmisión personalizado”.',
  'radio.guides.others.streamlabs2': 'URL: {server}; Clave de transmisión: su propia clave.',
  'radio.guides.others.streamlabs3': 'Use los mismos ajustes de vídeo y audio que en OBS: 1280x720, 30 FPS, 2500 Kbps, AAC 128 Kbps.',
  'radio.guides.others.ffmpeg': 'ffmpeg (un culto grabado, o una prueba)',
  'radio.guides.others.ffmpeg1':
    'El vídeo H.264 y el audio AAC pasan tal cual; otros códecs se vuelven a codificar, lo que le cuesta más CPU al servidor.',
  'radio.guides.others.ffmpeg2': 'Agregue -re para que un archivo se envíe a su propia velocidad, como lo haría una cámara.',
} as const;

/** A product's name, the same in both languages. */
export const same: MessageId[] = ['radio.guides.others.streamlabs'];

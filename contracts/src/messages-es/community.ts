import type { communityMessages } from '../community.ts';
import { commonMessagesEs } from './common.ts';
import type { SpanishOf } from './types.ts';

export const communityMessagesEs: SpanishOf<typeof communityMessages> = {
  titleShort: 'El título debe tener al menos 5 caracteres',
  titleLong: 'El título debe tener menos de 150 caracteres',
  category: 'Elija una categoría',
  contentShort: 'El contenido debe tener al menos 10 caracteres',
  contentLong: 'El contenido debe tener menos de 5000 caracteres',
  loginToCreate: 'Inicie sesión para crear una conversación',
  replyEmpty: 'Primero escriba una respuesta',
  replyLong: 'Las respuestas deben tener menos de 5000 caracteres',
  editWindow: 'Las publicaciones se pueden editar durante 30 minutos después de publicarlas.',
  notYours: 'Solo puede cambiar sus propias publicaciones.',
  notFound: 'Esa conversación ya no está disponible.',
  captcha: commonMessagesEs.captcha,
  tooFast: commonMessagesEs.tooFast,
  postingRateLimit: 'Está publicando muy rápido. Espere unos minutos e inténtelo de nuevo.',
  notAPrayer: 'Solo las peticiones de oración tienen el botón “Oré”.',
  answerLong: 'La actualización debe tener menos de 500 caracteres',
  parentGone: 'La respuesta que contestó ya no está.',
  moderateEmpty: 'Indique qué cambiar: isPinned, isHidden o ambos.',
};

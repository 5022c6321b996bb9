import type { Translation } from '../en';
import type { language as en } from '../en/language';

export const language: Translation<typeof en> = {
  'language.title': 'Idioma',
  'language.description': 'Selah, sus correos y sus notificaciones le hablan en este idioma en todos los dispositivos donde inicie sesión.',
  'language.label': 'Idioma',
  'language.saved': 'Selah ahora le habla en {language}.',
  'language.failed': 'No se pudo guardar su idioma.',
} as const;

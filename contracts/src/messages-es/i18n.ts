import type { localeMessages } from '../i18n.ts';
import type { SpanishOf } from './types.ts';

export const localeMessagesEs: SpanishOf<typeof localeMessages> = {
  unknown: 'Elija un idioma que Selah hable: inglés (en) o español (es).',
};

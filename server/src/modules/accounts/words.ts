import { wordsOf, type WordsIn } from '../../platform/i18n/words.ts';

/** What accounts' mail says (the password reset), in the member's saved language. */
const en = {
  'reset.subject': 'Reset your password',
  'reset.hello': 'Hello {name},',
  'reset.body': 'Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one:',
  'reset.ignore': 'If you did not ask, you can ignore this message; your password stays as it is.',
} as const;

const es: WordsIn<typeof en> = {
  'reset.subject': 'Restablezca su contraseña',
  'reset.hello': 'Hola, {name}:',
  'reset.body':
    'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta. Abra este enlace dentro de una hora para elegir una nueva:',
  'reset.ignore': 'Si usted no lo pidió, puede ignorar este mensaje; su contraseña sigue igual.',
};

export const accountWords = wordsOf({ en, es });

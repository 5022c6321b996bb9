import type { setupMessages } from '../setup.ts';
import type { SpanishOf } from './types.ts';

export const setupMessagesEs: SpanishOf<typeof setupMessages> = {
  badCode:
    'Ese código de configuración no es correcto. Está impreso donde se inició la estación, en una línea que empieza con "Setup code:". Revíselo e inténtelo de nuevo.',
  alreadySetUp: 'Esta estación ya está configurada. Inicie sesión.',
  tooManyTries: 'Demasiados códigos de configuración incorrectos. Espere unos minutos y vuelva a intentarlo con el código de la terminal.',
  nameRequired: 'Póngale un nombre a la estación.',
  tooLong: (label: string, max: number) => `${label}: como máximo ${max} caracteres.`,
  badZone: 'Elija una zona horaria de la lista, como America/Chicago.',
  badEmail: 'Escriba un correo electrónico válido.',
  badLogo: 'El logotipo debe ser uno subido en esta página.',
  badAddress: 'La dirección de la estación debe empezar con https:// o http://.',
  choose: 'Elija si desea empezar con la estación vacía o con la estación de demostración.',
};

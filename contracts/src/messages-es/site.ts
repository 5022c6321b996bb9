import type { siteMessages } from '../site.ts';
import type { sponsorNotFound } from '../site-content.ts';
import type { SpanishOf } from './types.ts';

export const siteMessagesEs: SpanishOf<typeof siteMessages> = {
  required: (label: string) => `${label}: este dato es obligatorio`,
  invalidEmail: 'Escriba un correo electrónico válido',
  organizationName: 'El nombre de la organización debe tener al menos 2 caracteres',
  contactName: 'El nombre de contacto debe tener al menos 2 caracteres',
  phone: 'Escriba un número de teléfono válido',
  website: 'Escriba una dirección de sitio web válida',
  sponsorMessage: 'Cuéntenos más sobre su organización',
  missingInformation: 'Escriba el nombre de su negocio y un correo de contacto.',
  pageNotFound: 'Esa página no existe.',
};

export const sponsorNotFoundEs: SpanishOf<typeof sponsorNotFound> = {
  title: 'Patrocinador no encontrado',
  message: 'El patrocinador que busca no existe.',
};

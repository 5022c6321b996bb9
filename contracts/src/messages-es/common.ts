import type { commonMessages } from '../common.ts';
import type { SpanishOf } from './types.ts';

export const commonMessagesEs: SpanishOf<typeof commonMessages> = {
  captcha: 'No se pudo completar la verificación de seguridad. Vuelva a cargar la página e inténtelo de nuevo.',
  tooFast: 'Espere un momento e inténtelo de nuevo.',
  signIn: 'Inicie sesión para continuar.',
  sessionExpired: 'Su sesión ha vencido. Vuelva a iniciar sesión.',
  forbidden: 'No tiene permiso para hacer eso.',
  notFound: 'No se encontró',
  rateLimit: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  internal: 'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.',
  badJson: 'El cuerpo de la solicitud no es JSON válido.',
  tooLarge: 'Es demasiado grande para subirlo.',
  badMediaType: 'Aquí no se acepta ese tipo de contenido.',
  badRequest: 'No se pudo entender esa solicitud. Revísela e inténtelo de nuevo.',
  badUrl: 'Esa dirección no es válida. Revise el enlace e inténtelo de nuevo.',
  nulChar: 'El texto no puede contener caracteres de control. Quítelos e inténtelo de nuevo.',
  brokenText: 'El texto debe ser Unicode válido (un carácter quedó cortado a la mitad). Vuelva a escribirlo e inténtelo de nuevo.',
  badCursor: 'Ese enlace de página ya no es válido. Vuelva a cargar la lista.',
  invalidValue: 'Valor no válido',
  offline: 'No se puede conectar con la estación en este momento. Revise su conexión e inténtelo de nuevo.',
  checkForm: 'Revise el formulario e inténtelo de nuevo.',
  noEndpoint: (method: string, path: string) => `No existe ese punto de la API: ${method} ${path}`,
  noSocket: (path: string) => `No existe esa conexión: ${path}`,
};

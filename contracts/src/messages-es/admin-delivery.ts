import type { deliveryMessages } from '../admin-delivery.ts';
import type { SpanishOf } from './types.ts';

export const deliveryMessagesEs: SpanishOf<typeof deliveryMessages> = {
  hostBlank: 'Escriba la dirección del servidor de correo, por ejemplo smtp.example.org.',
  hostInvalid: 'La dirección del servidor de correo es un nombre de host como smtp.example.org, sin espacios ni “smtp://”.',
  portInvalid: 'El puerto es un número del 1 al 65535 (587 para STARTTLS, 465 para TLS).',
  fromInvalid: 'La dirección del remitente debe ser un correo electrónico, como radio@example.org o “Harvest Light <radio@example.org>”.',
  toInvalid: 'Escriba el correo electrónico al que debe ir la prueba.',
  mailFromEnvironment:
    'El servidor de correo lo define SMTP_URL en el servidor: cámbielo allí, o quítelo para configurar el servidor aquí.',
  mailNotConfigured: 'El correo aún no está configurado: primero complete y guarde el servidor de correo.',
  mailAuthRefused: (answer: string) =>
    `El servidor de correo rechazó el inicio de sesión: ${answer}. Revise el usuario y la contraseña (algunos proveedores piden una contraseña de aplicación).`,
  mailRecipientRefused: (answer: string) => `El servidor de correo rechazó el mensaje: ${answer}.`,
  mailUnreachable: (where: string, why: string) =>
    `No se pudo conectar con el servidor de correo en ${where}: ${why}. Revise la dirección, el puerto y la opción de TLS.`,
  mailFailed: (answer: string) => `El servidor de correo no aceptó el mensaje: ${answer}.`,
  mailTestSent: (to: string, answer: string) => `El servidor de correo aceptó el correo de prueba para ${to} (${answer}).`,

  stripeFromEnvironment:
    'Las claves de Stripe las definen STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY y STRIPE_WEBHOOK_SECRET en el servidor: cámbielas allí.',
  publishableInvalid: 'Una clave publicable empieza con pk_test_ o pk_live_. La encuentra en Stripe en Developers → API keys.',
  publishableIsSecret: 'Esa es una clave secreta (sk_ o rk_): va en el campo de la clave secreta. La clave publicable empieza con pk_.',
  secretIsPublishable:
    'Esa es una clave publicable (pk_…), no una clave secreta. La clave secreta empieza con sk_ (o rk_ si es restringida): Stripe la muestra en Developers → API keys → Secret key.',
  secretInvalid: 'Una clave secreta empieza con sk_test_, sk_live_, rk_test_ o rk_live_. La encuentra en Stripe en Developers → API keys.',
  secretMissing: 'Escriba la clave secreta (sk_test_… o sk_live_…).',
  webhookInvalid:
    'Un secreto de firma de webhook empieza con whsec_. Stripe lo muestra en la página del endpoint del webhook, en “Signing secret”.',
  webhookMissing: 'Escriba el secreto de firma del webhook (whsec_…).',
  modesMixed: 'Una clave es de prueba y la otra es real: use ambas claves del mismo modo.',
  stripeRefused: (answer: string) => `Stripe no aceptó la clave secreta: ${answer}. No se guardó nada.`,
  stripeUnreachable: (why: string) =>
    `No se pudo contactar a Stripe para revisar la clave (${why}). Las claves quedaron guardadas; las donaciones fallarán hasta que Stripe las acepte.`,
  stripeChecked: (mode: 'test' | 'live') => `Stripe aceptó la clave secreta (modo ${mode === 'test' ? 'de prueba' : 'real'}).`,

  legalNameBlank: 'Escriba el nombre legal de la organización tal como está registrada.',
  fundNameBlank: 'Póngale un nombre al fondo.',
  fundNameTaken: (name: string) => `Ya existe un fondo llamado “${name}”. Elija otro nombre.`,
  fundNotFound: 'Ese fondo no existe.',
  fundHasGifts: (name: string) => `“${name}” ha recibido donaciones, así que no se puede eliminar: archívelo en su lugar.`,
  lastFund: 'La página de donaciones necesita al menos un fondo abierto: agregue otro antes de archivar este.',
};

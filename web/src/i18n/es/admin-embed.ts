import type { Translation } from '../en';
import type { adminEmbed as en } from '../en/admin-embed';

export const adminEmbed: Translation<typeof en> = {
  'admin.embed.playerForOtherWebsites': 'Reproductor para otros sitios web',
  'admin.embed.pasteThisCodeIntoYour':
    'Pegue este código en el sitio web de su iglesia (o en cualquier página) para mostrar un pequeño reproductor con lo que está al aire y un botón para escuchar.',
  'admin.embed.embedCode': 'Código para insertar',
  'admin.embed.theEmbedCode': 'el código para insertar',
  'admin.embed.playerTitle': 'Reproductor de {station}',
};

import type { Translation } from '../en';
import type { home as en } from '../en/home';

export const home: Translation<typeof en> = {
  'home.welcome': 'Le damos la bienvenida a {station}',
  'home.startListening': 'Escuchar ahora',
  'home.joinCommunity': 'Únase a la comunidad',
  'home.stat.members': 'Miembros',
  'home.stat.prayers': 'Peticiones de oración',
  'home.stat.listening': 'Escuchando ahora',
} as const;

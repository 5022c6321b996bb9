import type { MessageId, Translation } from '../en';
import type { search as en } from '../en/search';

export const search: Translation<typeof en> = {
  'search.placeholder': 'Busque episodios, conversaciones, videos, eventos…',
  'search.label': 'Buscar en el sitio',
  'search.in': 'Buscar en',
  'search.filter.episodes': 'Episodios',
  'search.clear': 'Borrar',
  'search.searching': 'Buscando…',
  'search.noResults': 'No se encontraron resultados para "{query}"',
  'search.noResultsHint': 'Pruebe con otras palabras',
  'search.hint': 'Busque episodios, conversaciones, videos, eventos y programas en vivo',
  'search.results': 'Resultados de la búsqueda',
  'search.type.episode': 'Episodio',
  'search.type.video': 'Video',
  'search.type.event': 'Evento',
  'search.quick.episodes': 'Ver episodios',
  'search.quick.discussions': 'Unirse a las conversaciones',
  'search.quick.videos': 'Ver videos',
  'search.quick.live': 'Ir a En vivo',
  'search.tip': 'Consejo: presione <kbd>/</kbd> o <kbd>Ctrl</kbd>+<kbd>K</kbd> para buscar desde cualquier página.',
} as const;

export const same: MessageId[] = ['search.type.video'];

import type { searchMessages } from '../search.ts';
import type { SpanishOf } from './types.ts';

export const searchMessagesEs: SpanishOf<typeof searchMessages> = {
  noResults: (query: string) => `No se encontraron resultados para "${query}"`,
  searchHint: 'Busque episodios, conversaciones, videos, eventos y programas en vivo',
  noResultsHint: 'Pruebe a buscar con otras palabras',
  badTypes: (types: string) => `Los tipos de búsqueda son ${types} o all.`,
};

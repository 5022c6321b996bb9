import { mediaMessages, type Show } from '@selah/contracts/media';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import * as shows from './shows.repo.ts';
import { toShow } from './media-views.ts';

/** A show named by an episode's fields must exist. */
export async function checkShow(db: Db, showId: string | undefined) {
  if (showId && !(await shows.findShow(db, showId))) throw badRequest(mediaMessages.showNotFound, { showId: mediaMessages.showNotFound });
}

export function createShowsService({ db }: { db: Db }) {
  return {
    async createShow(s: { title: string; description: string; category: string; host: string; featured: boolean }): Promise<string> {
      return shows.insertShow(db, { ...s, artworkFile: null });
    },

    async listShows(): Promise<{ shows: Show[] }> {
      return { shows: (await shows.listShows(db)).map(toShow) };
    },

    async getShow(id: string): Promise<Show> {
      const row = await shows.findShow(db, id);
      if (!row) throw notFound(mediaMessages.showNotFound);
      return toShow(row);
    },

    async showRow(id: string) {
      const row = await shows.findShow(db, id);
      if (!row) throw notFound(mediaMessages.showNotFound);
      return row;
    },
  };
}

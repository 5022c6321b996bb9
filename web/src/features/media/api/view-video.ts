import { api } from '@/lib/api-client';

/** Counts this viewer's view (once a day, the server decides). */
export const viewVideo = (id: string) =>
  api<{ views: number; counted: boolean }>(`/api/videos/${encodeURIComponent(id)}/view`, { method: 'POST' });

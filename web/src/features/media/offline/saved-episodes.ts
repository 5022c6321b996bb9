import { useSyncExternalStore } from 'react';
import type { Episode } from '@selah/contracts/media';
import { translate } from '@/i18n/t';

/** The service worker serves an episode's audio from this cache (web/public/sw.js). */
const CACHE = 'selah-episodes';
const LIST_KEY = 'selah.saved-episodes';

export interface SavedEpisode {
  episode: Episode;
  bytes: number;
  savedAt: string;
}

/** Where a download stands: bytes so far and of how many (0 when the station did not say). */
export interface SaveProgress {
  received: number;
  total: number;
}

export const offlineSavingSupported = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

const listeners = new Set<() => void>();
let cached: SavedEpisode[] | null = null;
function read(): SavedEpisode[] {
  if (cached) return cached;
  try {
    cached = JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]') as SavedEpisode[];
  } catch {
    cached = [];
  }
  return cached;
}
function write(list: SavedEpisode[]) {
  cached = list;
  try {
    localStorage.setItem(LIST_KEY, JSON.stringify(list));
  } catch {
    // private mode: the list lives as long as the page
  }
  listeners.forEach((l) => l());
}

/** Downloads the episode's audio into the device's cache, telling how far it has come. */
export async function saveEpisode(episode: Episode, onProgress: (p: SaveProgress) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(episode.audioUrl, { signal });
  if (!response.ok || !response.body) throw new Error(translate('media.offline.downloadFailed', { status: response.status }));
  const total = Number(response.headers.get('content-length')) || episode.audioBytes || 0;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  const type = response.headers.get('content-type') ?? episode.audioType ?? 'audio/mpeg';
  const blob = new Blob(parts as BlobPart[], { type });
  const cache = await caches.open(CACHE);
  await cache.put(
    new URL(episode.audioUrl, window.location.origin).href,
    new Response(blob, { headers: { 'content-type': type, 'content-length': String(blob.size) } }),
  );
  write([...read().filter((s) => s.episode.id !== episode.id), { episode, bytes: blob.size, savedAt: new Date().toISOString() }]);
}

/** Frees the device's space: the audio and the episode's entry go. */
export async function removeSavedEpisode(id: string): Promise<void> {
  const saved = read().find((s) => s.episode.id === id);
  if (saved) await (await caches.open(CACHE)).delete(new URL(saved.episode.audioUrl, window.location.origin).href);
  write(read().filter((s) => s.episode.id !== id));
}

export function useSavedEpisodes(): SavedEpisode[] {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
}

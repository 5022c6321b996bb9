import { useSyncExternalStore } from 'react';

/** An on-demand recording the dock plays instead of the radio (a podcast episode). */
export interface DockEpisode {
  id: string;
  title: string;
  host: string;
  /** The show it belongs to, or null. */
  show: string | null;
  src: string;
  /** The episode's (or its show's) cover, or null. */
  artwork: string | null;
  /** Seconds, as the library knows it (the element's own duration wins once known). */
  duration: number;
}

export interface PlayerState {
  isConnected: boolean;
  isPlaying: boolean;
  error: 'stream_error' | 'playback_error' | null;
  volume: number;
  isMuted: boolean;
  /** Null: the dock plays the radio. */
  episode: DockEpisode | null;
  /** The episode's position and length in seconds. */
  position: number;
  duration: number;
  /** The episode's playback speed (the radio always plays at 1×). */
  rate: number;
}

/** The player's state: one for the whole app (player-store.ts changes it through `set`). */
export let state: PlayerState = {
  isConnected: false,
  isPlaying: false,
  error: null,
  volume: 75,
  isMuted: false,
  episode: null,
  position: 0,
  duration: 0,
  rate: 1,
};
const listeners = new Set<() => void>();

export function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

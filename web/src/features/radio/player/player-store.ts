import { useSyncExternalStore } from 'react';

export interface PlayerState {
  isConnected: boolean;
  isPlaying: boolean;
  error: 'stream_error' | 'playback_error' | null;
  volume: number;
  isMuted: boolean;
}

const STREAM_URL = '/api/stream/proxy';
const RECONNECT_DELAY_MS = 5000;

let state: PlayerState = { isConnected: false, isPlaying: false, error: null, volume: 75, isMuted: false };
let previousVolume = 75;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
let wantPlaying = false;
let stallTimer: number | null = null;

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/**
 * One audio element for the whole app, outside any page: the radio keeps playing while the
 * listener moves around the site. The state machine follows spec §4.
 */
function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = 'none';
  audio.id = 'station-audio';
  audio.hidden = true;
  document.body.appendChild(audio);
  audio.volume = state.volume / 100;
  audio.addEventListener('loadstart', () => set({ isConnected: false, error: null }));
  audio.addEventListener('canplay', () => set({ isConnected: true, error: null }));
  audio.addEventListener('playing', () => set({ isPlaying: true, isConnected: true }));
  audio.addEventListener('pause', () => set({ isPlaying: false }));
  audio.addEventListener('error', () => {
    if (!audio?.getAttribute('src')) return; // clearing the source on pause is not an error
    set({ isConnected: false, isPlaying: false, error: 'stream_error' });
  });
  const onStall = () => {
    if (!audio || stallTimer !== null) return;
    if (audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return;
    // Starved of data: after the reconnect delay, reload the stream and resume if we were playing.
    stallTimer = window.setTimeout(() => {
      stallTimer = null;
      if (wantPlaying && audio && audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) void start();
    }, RECONNECT_DELAY_MS);
  };
  audio.addEventListener('stalled', onStall);
  audio.addEventListener('waiting', onStall);
  return audio;
}

async function start(): Promise<void> {
  const a = element();
  wantPlaying = true;
  a.src = `${STREAM_URL}?t=${Date.now()}`; // a fresh connection joins the broadcast now, not a cached past
  try {
    await a.play();
  } catch {
    set({ isConnected: false, isPlaying: false, error: 'playback_error' });
  }
}

export const player = {
  play: start,
  pause(): void {
    wantPlaying = false;
    const a = element();
    a.pause();
    // Spec: pausing clears the stream source entirely (a live stream cannot be resumed from where it was).
    a.removeAttribute('src');
    a.load();
    set({ isPlaying: false, isConnected: false });
  },
  setVolume(v: number): void {
    const volume = Math.max(0, Math.min(100, Math.round(Number.isFinite(v) ? v : 0)));
    element().volume = volume / 100;
    set({ volume, isMuted: false });
  },
  toggleMute(): void {
    if (state.isMuted) {
      element().volume = previousVolume / 100;
      set({ isMuted: false, volume: previousVolume });
    } else {
      previousVolume = state.volume || 75;
      element().volume = 0;
      set({ isMuted: true, volume: 0 });
    }
  },
};

export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** For tests: the audio element in use. */
export const playerElement = () => audio;

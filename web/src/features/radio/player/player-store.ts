import { hrefOf } from '@selah/contracts/endpoint';
import { radioApi } from '@selah/contracts/radio-endpoints';
import { savedPosition, savePosition } from './episode-position';
import { set, state, type DockEpisode } from './player-state';

export { usePlayer, type DockEpisode, type PlayerState } from './player-state';
export { savedPosition } from './episode-position';

const RECONNECT_DELAY_MS = 5000;

let lastSaved = 0;
let previousVolume = 75;
let audio: HTMLAudioElement | null = null;
let wantPlaying = false;
let stallTimer: number | null = null;
/** This page's name for its stream connection (`?t=`), so the station can say where that stream began. */
let streamKey: string | null = null;

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
  audio.addEventListener('timeupdate', () => {
    const ep = state.episode;
    if (!ep || !audio) return;
    set({ position: audio.currentTime });
    if (Math.abs(audio.currentTime - lastSaved) >= 2) {
      lastSaved = audio.currentTime;
      savePosition(ep.id, audio.currentTime);
    }
  });
  audio.addEventListener('durationchange', () => {
    if (state.episode && audio && Number.isFinite(audio.duration)) set({ duration: audio.duration });
  });
  audio.addEventListener('ended', () => {
    if (state.episode) savePosition(state.episode.id, 0);
  });
  audio.addEventListener('error', () => {
    if (!audio?.getAttribute('src')) return; // clearing the source on pause is not an error
    set({ isConnected: false, isPlaying: false, error: 'stream_error' });
  });
  const onStall = () => {
    if (!audio || stallTimer !== null) return;
    if (audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return;
    if (state.episode) return; // a recording buffers on its own; only the live stream is reloaded
    // Starved of data: after the reconnect delay, reload the stream and resume if we were playing.
    stallTimer = window.setTimeout(() => {
      stallTimer = null;
      if (wantPlaying && audio && audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA && !state.episode) void start();
    }, RECONNECT_DELAY_MS);
  };
  audio.addEventListener('stalled', onStall);
  audio.addEventListener('waiting', onStall);
  // The network came back: the radio the listener left playing starts again by itself.
  window.addEventListener('online', () => {
    if (wantPlaying && !state.episode) void start();
  });
  return audio;
}

async function resume(a: HTMLAudioElement): Promise<void> {
  try {
    await a.play();
  } catch {
    set({ isConnected: false, isPlaying: false, error: 'playback_error' });
  }
}

async function start(): Promise<void> {
  const a = element();
  wantPlaying = true;
  if (state.episode && a.getAttribute('src')) return resume(a);
  streamKey = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  a.src = hrefOf(radioApi.stream, undefined, { t: streamKey }); // a fresh connection joins the broadcast now, not a cached past
  try {
    await a.play();
  } catch {
    set({ isConnected: false, isPlaying: false, error: 'playback_error' });
  }
}

export const player = {
  play: start,
  /** Plays an episode in the dock from where this browser left it (or from `startAt` seconds); the radio stops meanwhile. */
  async playEpisode(ep: DockEpisode, startAt?: number): Promise<void> {
    const a = element();
    if (state.episode?.id === ep.id && a.getAttribute('src')) {
      if (startAt !== undefined) player.seek(startAt);
      return resume(a);
    }
    if (state.episode) savePosition(state.episode.id, a.currentTime);
    wantPlaying = true;
    const from = startAt ?? savedPosition(ep.id);
    lastSaved = from;
    set({ episode: ep, position: from, duration: ep.duration, error: null });
    a.preload = 'auto';
    a.src = ep.src;
    a.defaultPlaybackRate = a.playbackRate = state.rate;
    if (from > 0) {
      const seekOnce = () => {
        a.currentTime = Math.min(from, Math.max(0, (Number.isFinite(a.duration) ? a.duration : ep.duration) - 1));
      };
      a.addEventListener('loadedmetadata', seekOnce, { once: true });
    }
    return resume(a);
  },
  /** Where the episode is now (seconds). */
  position: (): number => state.position,
  /** Moves within the episode (seconds); remembered at once. */
  seek(seconds: number): void {
    const ep = state.episode;
    if (!ep) return;
    const a = element();
    const end = Number.isFinite(a.duration) ? a.duration : state.duration;
    const to = Math.max(0, Math.min(end || seconds, seconds));
    a.currentTime = to;
    lastSaved = to;
    savePosition(ep.id, to);
    set({ position: to });
  },
  /** Leaves the episode (its position kept) and the dock is the radio again, playing the live stream. */
  async backToRadio(): Promise<void> {
    const a = element();
    if (state.episode) savePosition(state.episode.id, a.currentTime);
    a.pause();
    a.preload = 'none';
    a.defaultPlaybackRate = a.playbackRate = 1;
    set({ episode: null, position: 0, duration: 0 });
    return start();
  },
  /** The episode's speed (0.5×–2×), kept for the next episode too. */
  setRate(rate: number): void {
    const r = Math.max(0.5, Math.min(2, Number.isFinite(rate) ? rate : 1));
    set({ rate: r });
    if (!state.episode) return;
    const a = element();
    a.defaultPlaybackRate = a.playbackRate = r;
  },
  pause(): void {
    wantPlaying = false;
    const a = element();
    a.pause();
    if (state.episode) {
      savePosition(state.episode.id, a.currentTime);
      return; // a recording pauses where it is
    }
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

/** For tests: the audio element in use. */
export const playerElement = () => audio;

/** The key of the radio stream playing now (null while an episode plays or nothing does). */
export const playingStreamKey = () => (audio?.getAttribute('src') && !state.episode ? streamKey : null);

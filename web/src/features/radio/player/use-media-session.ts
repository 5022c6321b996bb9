import { useEffect } from 'react';
import { useStreamStatus } from '../api/get-stream-status';
import { player, usePlayer } from './player-store';

const BACK_S = 15;
const FORWARD_S = 30;

/**
 * The lock screen, the car and headphones show what the dock plays (the song on air, or the
 * episode with its show and cover) and control it: play and pause, and seeking in an episode
 * (the Media Session API, where the browser has it).
 */
export function useMediaSession(stationName: string): void {
  const { data: status } = useStreamStatus();
  const p = usePlayer();
  const ep = p.episode;
  const title = ep ? ep.title : status?.song.title || status?.program.title || stationName;
  const artist = ep ? ep.host : status?.song.artist || status?.program.host || '';
  const album = ep ? (ep.show ?? stationName) : stationName;
  const art = ep ? ep.artwork : (status?.song.art ?? null);

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      album,
      artwork: art ? [{ src: art }] : [{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }],
    });
  }, [title, artist, album, art]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = p.isPlaying ? 'playing' : 'paused';
  }, [p.isPlaying]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.setActionHandler('play', () => void player.play());
    session.setActionHandler('pause', () => player.pause());
    session.setActionHandler('stop', () => player.pause());
    return () => {
      for (const action of ['play', 'pause', 'stop'] as const) session.setActionHandler(action, null);
    };
  }, []);

  // An episode can be moved in; the live radio cannot, so its seek buttons are not offered.
  const episodeId = ep?.id ?? null;
  useEffect(() => {
    if (!('mediaSession' in navigator) || !episodeId) return;
    const session = navigator.mediaSession;
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['seekbackward', (d) => player.seek(player.position() - (d.seekOffset ?? BACK_S))],
      ['seekforward', (d) => player.seek(player.position() + (d.seekOffset ?? FORWARD_S))],
      ['seekto', (d) => d.seekTime !== undefined && player.seek(d.seekTime)],
    ];
    for (const [action, handler] of handlers) trySetHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) trySetHandler(session, action, null);
      try {
        session.setPositionState();
      } catch {
        // not supported
      }
    };
  }, [episodeId]);

  // Where the episode is, so the lock screen's progress bar is right.
  const duration = ep ? p.duration || ep.duration : 0;
  useEffect(() => {
    if (!('mediaSession' in navigator) || !episodeId || !(duration > 0)) return;
    try {
      navigator.mediaSession.setPositionState({ duration, position: Math.min(p.position, duration), playbackRate: 1 });
    } catch {
      // an old browser without position state
    }
  }, [episodeId, duration, p.position]);
}

/** Browsers refuse actions they do not know (with an error), and the rest still work. */
function trySetHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // unsupported action
  }
}

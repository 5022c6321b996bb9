import { useEffect } from 'react';
import { useStreamStatus } from '../api/get-stream-status';
import { player, usePlayer } from './player-store';

/**
 * The lock screen, the car and headphones show what is on air and can play or pause it
 * (the Media Session API, where the browser has it).
 */
export function useMediaSession(stationName: string): void {
  const { data: status } = useStreamStatus();
  const p = usePlayer();
  const title = status?.song.title || status?.program.title || stationName;
  const artist = status?.song.artist || status?.program.host || '';

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist,
      album: stationName,
      artwork: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  }, [title, artist, stationName]);

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
}

import { describe, expect, it, vi } from 'vitest';
import { player, usePlayer } from './player-store';
import { renderHook, act } from '@testing-library/react';

describe('player store', () => {
  it('clamps volume to 0-100, and mute restores the previous volume', () => {
    const { result } = renderHook(() => usePlayer());
    act(() => player.setVolume(150));
    expect(result.current.volume).toBe(100);
    act(() => player.setVolume(-5));
    expect(result.current.volume).toBe(0);
    act(() => player.setVolume(42));
    act(() => player.toggleMute());
    expect(result.current).toMatchObject({ isMuted: true, volume: 0 });
    act(() => player.toggleMute());
    expect(result.current).toMatchObject({ isMuted: false, volume: 42 });
    act(() => player.toggleMute());
    act(() => player.setVolume(10));
    expect(result.current).toMatchObject({ isMuted: false, volume: 10 });
  });

  it("reports 'playback_error' when the browser refuses to play", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePlayer());
    await act(() => player.play());
    expect(result.current).toMatchObject({ isPlaying: false, isConnected: false, error: 'playback_error' });
    play.mockRestore();
  });
});

describe('player store: episodes in the dock', () => {
  it('plays an episode from where this browser left it, remembers seeks, and goes back to the radio', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    localStorage.setItem('selah.episode-position.ep-1', '42');
    const { result } = renderHook(() => usePlayer());
    await act(() =>
      player.playEpisode({
        id: 'ep-1',
        title: 'Grace',
        host: 'Ruth',
        show: null,
        src: '/media/episodes/a.mp3',
        artwork: null,
        duration: 600,
      }),
    );
    expect(result.current).toMatchObject({ episode: { id: 'ep-1' }, position: 42, duration: 600 });
    expect(document.getElementById('station-audio')?.getAttribute('src')).toBe('/media/episodes/a.mp3');
    act(() => player.seek(120));
    expect(result.current.position).toBe(120);
    expect(localStorage.getItem('selah.episode-position.ep-1')).toBe('120');
    act(() => player.seek(-5));
    expect(result.current.position).toBe(0);
    expect(localStorage.getItem('selah.episode-position.ep-1')).toBeNull();
    await act(() => player.backToRadio());
    expect(result.current.episode).toBeNull();
    expect(document.getElementById('station-audio')?.getAttribute('src')).toMatch(/^\/api\/stream\/proxy/);
    play.mockRestore();
  });
});

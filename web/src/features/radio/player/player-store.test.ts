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

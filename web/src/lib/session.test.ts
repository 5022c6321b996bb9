import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@selah/contracts/accounts';
import { clearSession, getToken, saveSession, saveUser, useAuthToken, useSession } from './session';

const ruth = { id: 'u1', username: 'ruth', displayName: 'Ruth', role: 'member' } as PublicUser;

describe('session', () => {
  it('is empty for a visitor', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, token: null });
    expect(getToken()).toBeNull();
  });

  it('follows sign-in, a changed profile and sign-out in this tab', () => {
    const session = renderHook(() => useSession());
    const token = renderHook(() => useAuthToken());
    act(() => saveSession('tok-1', ruth));
    expect(session.result.current).toEqual({ user: ruth, token: 'tok-1' });
    expect(token.result.current).toBe('tok-1');

    const before = session.result.current.user;
    session.rerender();
    expect(session.result.current.user).toBe(before); // the same object while nothing changed

    act(() => saveUser({ ...ruth, displayName: 'Ruth B.' }));
    expect(session.result.current.user?.displayName).toBe('Ruth B.');

    act(() => clearSession());
    expect(session.result.current).toEqual({ user: null, token: null });
    expect(token.result.current).toBeNull();
  });

  it('has no user without a token', () => {
    act(() => saveUser(ruth));
    const { result } = renderHook(() => useSession());
    expect(result.current.user).toBeNull();
  });
});

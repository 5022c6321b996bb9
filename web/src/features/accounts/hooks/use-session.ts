import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@selah/contracts/accounts';
import { getStoredUser, getToken, subscribeSession } from '@/lib/auth-storage';
import { useMe } from '../api/get-me';

let cached: { token: string | null; raw: string | null; user: PublicUser | null } = { token: null, raw: null, user: null };

function snapshot() {
  const token = getToken();
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem('selah.user');
  if (token !== cached.token || raw !== cached.raw) cached = { token, raw, user: token ? getStoredUser<PublicUser>() : null };
  return cached;
}

/**
 * The signed-in member as this browser knows it. Follows other tabs (storage events) and
 * re-reads the server every 5 minutes, which also signs out a revoked session.
 */
export function useSession(): { user: PublicUser | null; token: string | null } {
  const { token, user } = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  useMe(token);
  return { user, token };
}

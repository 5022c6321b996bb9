import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from './auth-storage';

/** The bearer token, or null for a visitor; follows sign-in and sign-out in any tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@selah/contracts/accounts';
import { getLocale, setLocale } from '@/i18n/locale';

/**
 * The signed-in session kept in this browser: the bearer token and the user, each under its
 * own key (spec §3). Every reader and writer of the session goes through this module. Other
 * tabs see changes through the `storage` event; this tab through `subscribeSession`.
 * The server re-read of the user (`/api/auth/me`) lives in features/accounts and is started
 * by the app layout.
 */
const TOKEN_KEY = 'selah.token';
const USER_KEY = 'selah.user';

export interface Session {
  user: PublicUser | null;
  token: string | null;
}

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PublicUser;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function saveSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
  // Signing in brings the member's own language (chosen in their profile) to this browser.
  if (user.locale && user.locale !== getLocale()) void setLocale(user.locale).catch(() => undefined);
}

export function saveUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const l of listeners) l();
}

// useSyncExternalStore needs the same object back while nothing changed.
let cached: Session & { raw: string | null } = { token: null, raw: null, user: null };
const emptySession: Session = { token: null, user: null };

function snapshot(): Session {
  const token = getToken();
  const raw = read(USER_KEY);
  if (token !== cached.token || raw !== cached.raw) cached = { token, raw, user: token ? parseUser(raw) : null };
  return cached;
}

/** The signed-in member as this browser knows it; follows sign-in and sign-out in any tab. */
export function useSession(): Session {
  const { token, user } = useSyncExternalStore(subscribeSession, snapshot, () => emptySession);
  return { user, token };
}

/** The bearer token, or null for a visitor; follows sign-in and sign-out in any tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

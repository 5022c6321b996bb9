import { useSyncExternalStore } from 'react';

export type JoinView = 'signin' | 'join' | 'forgot';
let state: { open: boolean; view: JoinView } = { open: false, view: 'signin' };
/** What a visitor was doing when they were asked to join (their prayer, their like…). */
let afterJoin: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  listeners.forEach((l) => l());
}

/**
 * Opens the Join Community dialog from anywhere (header, a 'log in' prompt). With `then`, the
 * action the visitor started runs once they have joined or signed in, and they stay on the page.
 */
export const openJoinDialog = (view: JoinView = 'signin', options: { then?: () => void } = {}) => {
  afterJoin = options.then ?? null;
  set({ open: true, view });
};
/** Closed without joining: the waiting action is dropped. */
export const closeJoinDialog = () => {
  afterJoin = null;
  set({ ...state, open: false });
};
export const setJoinView = (view: JoinView) => set({ ...state, view });

/**
 * A sign-in or sign-up succeeded: closes the dialog and runs the action the visitor started.
 * Answers false when nothing was waiting (the form then goes on to the profile).
 */
export function completeJoin(): boolean {
  const next = afterJoin;
  afterJoin = null;
  set({ ...state, open: false });
  if (!next) return false;
  // After the page has re-rendered as the member (their queries and keys), so what the action
  // refreshes is what they now see.
  setTimeout(next, 0);
  return true;
}

export function useJoinDialog() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

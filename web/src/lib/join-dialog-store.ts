import { useSyncExternalStore } from 'react';

export type JoinView = 'signin' | 'join' | 'forgot';
let state: { open: boolean; view: JoinView } = { open: false, view: 'signin' };
const listeners = new Set<() => void>();

function set(next: typeof state) {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the Join Community dialog from anywhere (header, a 'log in' prompt). */
export const openJoinDialog = (view: JoinView = 'signin') => set({ open: true, view });
export const closeJoinDialog = () => set({ ...state, open: false });
export const setJoinView = (view: JoinView) => set({ ...state, view });

export function useJoinDialog() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

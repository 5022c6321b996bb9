import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), fetched with the first toast: most visits never show one, and a phone should
 * not download and run the library before the page works (bench/README.md, "The home page on a
 * throttled phone"). `toast.success` / `toast.error` as sonner's; a toast asked for before the
 * library is here shows as soon as it is.
 */
const SonnerToaster = lazy(() => import('./sonner-toaster'));

let wanted = false;
const listeners = new Set<() => void>();
let ready!: () => void;
const mounted = new Promise<void>((resolve) => (ready = resolve));

function show(kind: 'success' | 'error', message: ReactNode, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => sonner[kind](message, options));
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster onReady={ready} />
    </Suspense>
  ) : null;
}

import { useEffect, useRef } from 'react';
import { lazyDialog, type Trigger } from '@/components/ui/lazy-overlay';

const LazySearch = lazyDialog(() => import('./search-dialog-content'));

/** True when a key press belongs to a text field (so `/` types a slash there). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The site search (spec §2 Search dialog): one box across episodes, discussions, videos and the
 * live programs, with type filters, quick actions, and arrow keys + Enter. `/` or Ctrl+K opens it.
 */
export function SearchDialog({
  trigger,
  hotkeys = false,
}: {
  trigger: Trigger;
  /** One instance listens for / and Ctrl+K. */ hotkeys?: boolean;
}) {
  const openRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!hotkeys) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      if (ctrlK || (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target))) {
        e.preventDefault();
        openRef.current?.();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hotkeys]);
  return <LazySearch trigger={trigger} openRef={openRef} />;
}

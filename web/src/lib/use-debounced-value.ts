import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`. The setter skips the wait (a Clear button
 * empties the debounced value at once).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (next: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(t);
  }, [value, delayMs]);
  return [debounced, setDebounced];
}

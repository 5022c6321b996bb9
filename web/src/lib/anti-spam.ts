import { useCallback, useState } from 'react';

/** The render time every public form sends (the server refuses forms sent faster than a person types). */
export function useFormGuard(): { renderAt: number; reset: () => void } {
  const [renderAt, setRenderAt] = useState(() => Date.now());
  const reset = useCallback(() => setRenderAt(Date.now()), []);
  return { renderAt, reset };
}

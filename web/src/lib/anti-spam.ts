import { useState } from 'react';

/** The honeypot and render time every public form sends (the server refuses bots quietly). */
export function useFormGuard(): { renderAt: number; reset: () => void } {
  const [renderAt, setRenderAt] = useState(() => Date.now());
  return { renderAt, reset: () => setRenderAt(Date.now()) };
}

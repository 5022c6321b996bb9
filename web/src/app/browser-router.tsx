import { createContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

/** True while the next page is on its way (its code, its words): the header shows a loading bar. */
export const NavigationPending = createContext(false);

const history = typeof window === 'undefined' ? null : createBrowserHistory({ window, v5Compat: true });

/**
 * React Router's BrowserRouter, keeping the current page on screen while the next one is fetched:
 * a move to a page whose code (or words) is not here yet says it is loading (the header's bar) and
 * shows the new page once `prepare` has it, whole; the latest move wins. Done here, not by a React
 * transition, so it holds under Preact too (docs/decisions/039 and 041).
 */
export function BrowserRouter({ children, prepare }: { children: ReactNode; prepare: (location: Location) => Promise<unknown> | null }) {
  const [state, setState] = useState({ action: history!.action, location: history!.location });
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    let latest = 0;
    return history!.listen((next) => {
      const move = ++latest;
      const fetching = prepare(next.location);
      if (!fetching) {
        setPending(false);
        setState(next);
        return;
      }
      setPending(true);
      // A page that fails to arrive shows its failure screen (lazy-page.tsx): show it either way.
      void fetching
        .catch(() => undefined)
        .then(() => {
          if (move !== latest) return;
          setPending(false);
          setState(next);
        });
    });
  }, [prepare]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history!}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}

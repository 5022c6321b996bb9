import { createContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** True while the next page is on its way (its code, its words): the header shows a loading bar. */
export const NavigationPending = createContext(false);

const history = typeof window === 'undefined' ? null : createBrowserHistory({ window, v5Compat: true });

/**
 * React Router's BrowserRouter, with the pending state of its transition kept: a move to a page
 * not yet fetched keeps the current page on screen until the new one is ready, and says it is
 * loading (docs/decisions/039: the declarative router instead of the data router).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history!.action, location: history!.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history!.listen((next) => startTransition(() => setState(next))), []);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history!}>
        {children}
      </Router>
    </NavigationPending>
  );
}

import { use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { getLocale, loadEnglishPages } from '@/i18n/locale';

type PageModule = { default: ComponentType };
type Preload = (() => Promise<void>) & { ready?: () => boolean };

/**
 * A page fetched when first opened, with the English messages of every page but the home page
 * (web/src/i18n/en/pages.ts) when the interface is English (a switch to English fetches them).
 * `preload` fetches it ahead: the entry fetches the first page's before the first render, so the
 * page the server pre-painted is replaced by the whole page at once.
 */
function lazyPage(load: () => Promise<PageModule>, { english = true } = {}): { Page: ComponentType; preload: Preload } {
  let loaded: PageModule | undefined;
  let pending: Promise<void> | undefined;
  // A failed fetch stays failed (the page shows the failure screen, whose Refresh Page reloads):
  // asking again at once would suspend the page for ever instead of showing the failure.
  const preload: Preload = () =>
    (pending ??= Promise.all([load(), english && getLocale() === 'en' ? loadEnglishPages() : undefined]).then(
      ([module]) => void (loaded = module),
    ));
  preload.ready = () => loaded !== undefined;
  function Page() {
    if (!loaded) use(preload());
    const Component = loaded!.default;
    return <Component />;
  }
  return { Page, preload };
}

/** A route whose page is fetched when first opened (`handle.preload` fetches it ahead). */
export function pageRoute(path: string, load: () => Promise<PageModule>, options?: { english?: boolean }) {
  const { Page, preload } = lazyPage(load, options);
  return { path, element: <Page />, handle: { preload } };
}

/** A layout's index page, fetched when first opened. */
export function indexRoute(load: () => Promise<PageModule>) {
  const { Page, preload } = lazyPage(load);
  return { index: true as const, element: <Page />, handle: { preload } };
}

/** The preloads of the pages a location shows (a layout and its page). */
const preloadsOf = (matches: Array<{ route: RouteObject }> | null): Preload[] =>
  (matches ?? []).flatMap((m) => (m.route.handle as { preload?: Preload } | undefined)?.preload ?? []);

/** Fetches the pages a location shows before they render. */
export function preloadRoutes(matches: Array<{ route: RouteObject }> | null): Promise<unknown> {
  return Promise.all(preloadsOf(matches).map((p) => p()));
}

/** What a move to these pages waits for: null when every one of them is here already. */
export function pagesToFetch(matches: Array<{ route: RouteObject }> | null): Promise<unknown> | null {
  return preloadsOf(matches).every((p) => p.ready?.()) ? null : preloadRoutes(matches);
}

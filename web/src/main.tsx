import './app/preact-autofocus';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadFirstPage } from './app/router';
// The fonts the design declares, shipped with the app (no third-party font service).
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/fraunces/index.css';
import './styles.css';
import { registerServiceWorker } from './lib/online';
import { prepareLocale } from './i18n/locale';

// The interface's language is ready before the first paint (English is in the bundle; another is
// fetched). A promise, not a top-level await: with one, the bundler splits every module the entry
// shares with a lazy page into its own file (127 files for the home page on a slow phone instead of 38).
// The first page's code is fetched beside it, so its first render is the whole page (no blank gap
// between the server's pre-painted page and the app's).
void Promise.all([prepareLocale(), preloadFirstPage().catch(() => undefined)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();

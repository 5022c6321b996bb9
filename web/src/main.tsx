import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
// The fonts the design declares, shipped with the app (no third-party font service).
import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/fraunces/index.css';
import './styles.css';
import { registerServiceWorker } from './lib/online';
import { prepareLocale } from './i18n/locale';

// The interface's language is ready before the first paint (English is in the bundle; another is fetched).
await prepareLocale();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadEnglishPages } from '@/i18n/locale';
import '@/app/preact-autofocus';

// Every page's English, as the app has it once a page other than the home page has opened.
await loadEnglishPages();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

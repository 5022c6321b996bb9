import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadEnglishPages } from '@/i18n/locale';
import '@/app/preact-autofocus';
import { options } from 'preact';

// Every page's English, as the app has it once a page other than the home page has opened.
await loadEnglishPages();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Preact runs effects after the next frame (requestAnimationFrame, with a 100 ms timer that calls
// cancelAnimationFrame): a timer left from a test can fire after jsdom's window is gone, where that
// global no longer exists. The tests give Preact a plain timer instead.
options.requestAnimationFrame = (callback) => void setTimeout(callback, 0);

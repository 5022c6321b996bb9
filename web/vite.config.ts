import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * precache.json: every file the build made under assets/, so the service worker keeps them all at
 * install (the pages' own chunks too: a page first opened offline still opens).
 */
const precacheList = (): Plugin => ({
  name: 'selah-precache-list',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle)
      // Fonts: the Latin faces only (the others load, and are kept, when a page needs them).
      .filter((f) => f.startsWith('assets/') && !f.endsWith('.map') && (!f.endsWith('.woff2') || /-latin-wght-/.test(f)))
      .sort();
    this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files.map((f) => `/${f}`)) });
  },
});

const api = process.env.SELAH_DEV_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), precacheList()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      '/api': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
      '/stream.mp3': api,
      '/listen.m3u': api,
      '/listen.pls': api,
    },
  },
});

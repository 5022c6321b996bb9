import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import ts from 'typescript';
import { parse } from '@formatjs/icu-messageformat-parser';
import { preactAliases } from './preact-aliases';

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

/**
 * route-preloads.json: the files the home page's route needs beyond the entry's, so the server
 * names them in the home page's HTML and a phone fetches them beside the entry instead of after it
 * has run (bench/README.md, "The home page on a throttled phone").
 */
const routePreloads = (): Plugin => ({
  name: 'selah-route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const closure = (start: string[], into = new Set<string>()) => {
      for (const file of start) {
        if (into.has(file)) continue;
        into.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') closure(chunk.imports, into);
      }
      return into;
    };
    const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
    const home = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app/routes/home.tsx'));
    if (!home) this.error('route-preloads: the home route (src/app/routes/home.tsx) is not a chunk of its own');
    const files = [...closure([home.fileName])].filter((f) => !entry.has(f)).map((f) => `/${f}`);
    this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify({ '/': files }) });
  },
});

/**
 * The message catalogs (web/src/i18n/{en,es}) compiled when the app is built (docs/decisions/039): each message's text
 * becomes the parsed form react-intl formats, so the app ships react-intl without its message
 * parser (docs/decisions/036, addendum). A message that does not parse fails the build.
 */
const precompiledMessages = (): Plugin => ({
  name: 'selah-precompiled-messages',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/]i18n[\\/](en|es)[\\/][\w-]+\.ts$/.test(id)) return null;
    const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const edits: Array<{ start: number; end: number; text: string }> = [];
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && node.name.text.includes('.')) {
        const value = node.initializer;
        if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value))
          this.error(`${id}: the message '${node.name.text}' is not one string`);
        edits.push({ start: value.getStart(source), end: value.getEnd(), text: JSON.stringify(parse(value.text)) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    let out = code;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    return { code: out, map: null };
  },
});

const api = process.env.SELAH_DEV_API ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [
    // JSX for Preact's React API (docs/decisions/041); React's Fast Refresh does not drive Preact, so a
    // change in dev reloads the page.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    precacheList(),
    routePreloads(),
    precompiledMessages(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // The built app's messages are compiled (above): react-intl needs no parser in it.
      ...(command === 'build'
        ? [{ find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
      ...preactAliases,
    ],
  },
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
}));

/**
 * React's API from Preact (docs/decisions/041): the app and the libraries it uses import react and
 * react-dom; the build, the dev server and the web tests all give them Preact's compat layer.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The web tests render with Testing Library's Preact flavour (the same render/screen/renderHook/act). */
export const testAliases = [
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
  // Under Node, lucide-react's package points at its CommonJS build, which requires React itself.
  { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
];

/** Libraries that import react: run through the aliases in the web tests (vitest would load them as they are). */
export const reactLibraries = [
  /react-intl/,
  /radix-ui/,
  /@radix-ui\//,
  /react-router/,
  /@tanstack\//,
  /sonner/,
  /lucide-react/,
  /@formatjs\//,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
  /@floating-ui\//,
];

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

// Decision: the candidate portal ships React's API rendered by preact/compat. React 19's react-dom alone is
// 63 kB of the 120 kB of gzipped JavaScript /roles may load; Preact with compat is 9 kB. The source stays React;
// only the bundler resolves these imports to Preact, in the app's tests as in its build, so what is tested
// is what ships. Paths are resolved here, so a package need not depend on Preact to be tested with it.

const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

const reactToPreact: Record<string, string> = {
  react: './react-on-preact.ts',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

const exactly = (specifier: string) => new RegExp(`^${specifier.replaceAll('/', '\\/')}$`);

/** `resolve.alias` for a Vite build or dev server. */
export const preactCompatAliases: Alias[] = Object.entries(reactToPreact).map(([find, replacement]) => ({
  find: exactly(find),
  replacement: resolved(replacement),
}));

// Testing Library's main build is CommonJS, whose require() calls no alias reaches; its ES build sits beside it.
const testingLibraryEsm = join(dirname(resolved('@testing-library/react')), '@testing-library/react.esm.js');

/** Vitest settings for jsdom tests that render with Preact, as the portal's build does. */
export const preactCompatTest = {
  resolve: {
    // ES builds first, as a browser bundle takes them: a CommonJS build's require() would load React itself.
    mainFields: ['module', 'main'],
    alias: [
      ...preactCompatAliases,
      { find: exactly('@testing-library/react'), replacement: testingLibraryEsm },
    ],
  },
  // Every dependency is bundled by Vite, not loaded by Node, so the aliases reach all that import React.
  test: { server: { deps: { inline: true as const } } },
};

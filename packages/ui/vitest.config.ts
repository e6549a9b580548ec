import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@shortlist/playwright-config/chromium';
import { preactCompatTest } from '@shortlist/vite-config/preact-compat';
import { hangTimeouts } from '@shortlist/vitest-config/hang-timeouts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const componentsTests = {
  environment: 'jsdom',
  // One jsdom per worker instead of per file; files stay isolated in their own VM context.
  pool: 'vmThreads',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  setupFiles: ['./vitest.setup.ts'],
};

// Three projects: component tests in jsdom, with React and with Preact (as the candidate portal ships the kit),
// and every story (render, play function, axe check) in Chromium.
// The storybook project takes its Vite plugins (React, vanilla-extract) from .storybook/main.ts.
export default defineConfig({
  test: {
    restoreMocks: true,
    ...hangTimeouts,
    projects: [
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: { ...componentsTests, name: 'components' },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        resolve: preactCompatTest.resolve,
        test: {
          ...componentsTests,
          ...preactCompatTest.test,
          name: 'components-preact',
          // The data table is the consoles' (React 19 only): TanStack's store reaches React through CommonJS
          // require(), which no alias rewrites, and the portal never ships it.
          exclude: ['src/lists/DataTable/**'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: a dependency found mid-run makes Vite reload the page under a running test.
        optimizeDeps: {
          include: [
            '@radix-ui/react-dialog',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            '@vanilla-extract/dynamic',
            'recharts',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'storybook/preview-api',
            'storybook/test',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

import { preactCompatTest } from '@shortlist/vite-config/preact-compat';
import { hangTimeouts } from '@shortlist/vitest-config/hang-timeouts';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Screen tests in jsdom: each renders a screen inside the real shell, against a fake fetch that plays the API,
// with Preact as the build renders it.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: preactCompatTest.resolve,
  test: {
    ...preactCompatTest.test,
    environment: 'jsdom',
    // One jsdom per worker instead of per file; files stay isolated in their own VM context.
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    ...hangTimeouts,
  },
});

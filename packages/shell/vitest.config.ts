import { preactCompatTest } from '@shortlist/vite-config/preact-compat';
import { hangTimeouts } from '@shortlist/vitest-config/hang-timeouts';
import { nodeConfig } from '@shortlist/vitest-config/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const jsdomProject = { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] };
// One jsdom per worker instead of per file (as the apps' screen tests); files stay isolated in their own VM context.
const reactTests = { ...jsdomProject, pool: 'vmThreads' as const, include: ['src/**/*.test.tsx'] };

// Four projects. state: the stores take their storage, cookies, clock and navigation as arguments, so Node
// is enough. react: the React binding and the shared screens in jsdom; react-preact: the same with Preact,
// as the candidate portal ships them. integration: test/ starts the real API on a fresh PGlite (migrate and
// seed take a few seconds); its .tsx files drive the screens, in Node's module transform, where Node itself
// loads React (Preact is proven there by the end-to-end journeys instead).
export default defineConfig({
  test: {
    restoreMocks: nodeConfig.test?.restoreMocks,
    unstubEnvs: nodeConfig.test?.unstubEnvs,
    ...hangTimeouts,
    projects: [
      {
        extends: true,
        test: { name: 'state', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: { ...reactTests, name: 'react' },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        resolve: preactCompatTest.resolve,
        test: { ...reactTests, ...preactCompatTest.test, name: 'react-preact' },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          ...jsdomProject,
          name: 'integration',
          include: ['test/**/*.test.tsx'],
          environment: './test/support/jsdom-node-environment.ts',
        },
      },
    ],
  },
});

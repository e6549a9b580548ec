import { nodeConfig } from '@shortlist/vitest-config/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const jsdomProject = { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] };

// Three projects. state: the stores take their storage, cookies, clock and navigation as arguments, so
// Node is enough. react: the React binding and the shared screens in jsdom. integration: test/ starts the
// real API on a fresh PGlite (migrate and seed take a few seconds); its .tsx files drive the screens.
export default defineConfig({
  test: {
    restoreMocks: nodeConfig.test?.restoreMocks,
    unstubEnvs: nodeConfig.test?.unstubEnvs,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'state', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: { ...jsdomProject, name: 'react', include: ['src/**/*.test.tsx'] },
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

import { defineConfig } from 'vitest/config';
import { hangTimeouts } from './hang-timeouts.ts';

// Tests of code that runs without a DOM: domain rules, API services and routes.
export const nodeConfig = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    ...hangTimeouts,
  },
});

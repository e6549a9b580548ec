import { defineConfig } from 'vitest/config';
import { findTimeout, hangTimeouts } from './hang-timeouts.ts';

// Tests of code that runs without a DOM: domain rules, API services and routes.
export const nodeConfig = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    ...hangTimeouts,
    // expect.poll waits for a condition as long as Testing Library's waits do.
    expect: { poll: { timeout: findTimeout } },
  },
});

import { nodeConfig } from '@shortlist/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// The integration tests start the real API on a fresh PGlite (migrate and seed take a few seconds).
// Clients are made per test and timers restored after each, so files can share workers.
export default mergeConfig(nodeConfig, defineConfig({ test: { isolate: false } }));

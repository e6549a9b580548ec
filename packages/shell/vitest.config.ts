import { nodeConfig } from '@shortlist/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// The stores take their storage, cookies, clock and navigation as arguments, so Node is enough (no DOM).
// test/ starts the real API on a fresh PGlite (migrate and seed take a few seconds).
export default mergeConfig(nodeConfig, defineConfig({ test: { testTimeout: 20_000, hookTimeout: 60_000 } }));

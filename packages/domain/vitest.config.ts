import { nodeConfig } from '@shortlist/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// Pure functions with no shared state: reusing workers across files saves most of the run.
export default mergeConfig(nodeConfig, defineConfig({ test: { isolate: false } }));

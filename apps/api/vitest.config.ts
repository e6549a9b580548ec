import { nodeConfig } from '@shortlist/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

// Integration tests run on PGlite always, and on PostgreSQL too when DATABASE_URL names a server.
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default mergeConfig(
  nodeConfig,
  defineConfig({
    test: {
      // Files share a worker's modules instead of importing the app afresh each time (about a third of the
      // suite's time); each file still builds its own app and database, and mocks and env stubs are restored.
      isolate: false,
      projects: engines.map((engine) => ({
        extends: true,
        test: {
          name: engine,
          env: { TEST_DATABASE: engine },
          globalSetup: [`test/support/${engine === 'pglite' ? 'global-setup' : 'postgres-setup'}.ts`],
        },
      })),
    },
  }),
);

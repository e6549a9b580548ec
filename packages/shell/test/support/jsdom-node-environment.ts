import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';

// jsdom for the screens, with Node's module transform: the real API these tests start resolves its
// migrations from `import.meta.url`, which must stay a file: URL (the browser transform makes it http:).
const jsdomNodeEnvironment: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-node',
  viteEnvironment: 'ssr',
};

export default jsdomNodeEnvironment;

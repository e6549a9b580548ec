import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ICruiseResult } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

// Each case is a small tree laid out like the repo, written to a temporary folder (so neither the real check,
// tsc nor Biome ever sees it) and cruised with the repo's own configuration.
type Tree = Record<string, string>;

const configFile = fileURLToPath(new URL('../dependency-cruiser.ts', import.meta.url));
const folders: string[] = [];
after(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

const manifest = (name: string, exports: Record<string, string>) => JSON.stringify({ name, exports });

// The house in miniature: every import here points the way docs/architecture.md allows.
const house: Tree = {
  'packages/domain/package.json': manifest('@shortlist/domain', { './stages': './src/stages/index.ts' }),
  'packages/domain/src/stages/index.ts': 'export const stageIds = [1, 2] as const;\n',
  'packages/domain/vitest.config.ts': "import '@shortlist/vitest-config/node';\n",
  'packages/ui/package.json': manifest('@shortlist/ui', { '.': './src/index.ts' }),
  'packages/ui/src/index.ts':
    "import '@radix-ui/react-dialog';\nimport { stageIds } from '@shortlist/domain/stages';\nexport const first = stageIds[0];\n",
  'packages/api-client/package.json': manifest('@shortlist/api-client', { '.': './src/index.ts' }),
  'packages/api-client/src/index.ts':
    "import ky from 'ky';\nimport '@shortlist/domain/stages';\nexport const http = ky;\n",
  'packages/api-client/test/real-api.test.ts':
    "import '@shortlist/api/testing';\nimport '../src/index.ts';\n",
  'packages/shell/package.json': manifest('@shortlist/shell', { './state': './src/state/index.ts' }),
  'packages/shell/src/state/index.ts': "import '@shortlist/api-client';\nimport '@shortlist/ui';\n",
  'packages/shell/test/login-screen.test.tsx': "import type { App } from '@shortlist/api/testing';\n",
  'apps/candidate-portal/package.json': manifest('@shortlist/candidate-portal', {}),
  'apps/candidate-portal/src/main.tsx': "import '@shortlist/shell/state';\nimport '@shortlist/ui';\n",
  'apps/candidate-portal/vite.config.ts': "import '@shortlist/vite-config/preact-compat';\n",
  'apps/api/package.json': manifest('@shortlist/api', {
    './app': './src/app.ts',
    './testing': './test/support/listening-app.ts',
  }),
  'apps/api/src/app.ts':
    "import 'fastify';\nimport { candidateRoutes } from './candidates/routes.ts';\nexport { candidateRoutes };\n",
  'apps/api/src/http/serve-route.ts':
    "import type { FastifyInstance } from 'fastify';\nexport type App = FastifyInstance;\n",
  'apps/api/src/candidates/routes.ts':
    "import '@fastify/multipart';\nimport '../http/serve-route.ts';\nimport './profiles.ts';\nexport const candidateRoutes = [];\n",
  'apps/api/src/candidates/profiles.ts': "import '../shared/audit.ts';\nimport '@shortlist/domain/stages';\n",
  'apps/api/src/shared/audit.ts': "import '../db/database.ts';\n",
  'apps/api/src/shared/version-routes.ts': "import '../http/serve-route.ts';\n",
  'apps/api/src/db/database.ts': 'export const database = {};\n',
  'apps/api/test/support/listening-app.ts': "import '../../src/app.ts';\nexport type App = unknown;\n",
  'tooling/vitest/package.json': manifest('@shortlist/vitest-config', { './node': './node.ts' }),
  'tooling/vitest/node.ts': 'export const nodeConfig = {};\n',
  'tooling/vite/package.json': manifest('@shortlist/vite-config', {
    './preact-compat': './preact-compat.ts',
  }),
  'tooling/vite/preact-compat.ts': 'export const aliases = {};\n',
  // Stand-ins for the npm packages the rules name.
  'node_modules/ky/package.json': manifest('ky', { '.': './index.js' }),
  'node_modules/ky/index.js': 'export default {};\n',
  'node_modules/@radix-ui/react-dialog/package.json': manifest('@radix-ui/react-dialog', {
    '.': './index.js',
  }),
  'node_modules/@radix-ui/react-dialog/index.js': 'export {};\n',
  'node_modules/fastify/package.json': manifest('fastify', { '.': './fastify.js' }),
  'node_modules/fastify/fastify.js': 'export default {};\n',
  'node_modules/@fastify/multipart/package.json': manifest('@fastify/multipart', { '.': './index.js' }),
  'node_modules/@fastify/multipart/index.js': 'export default {};\n',
};

/** Writes the tree, links each workspace package into node_modules as pnpm does, and cruises it. */
async function check(changes: Tree): Promise<ICruiseResult> {
  const root = await mkdtemp(join(tmpdir(), 'shortlist-dependency-rules-'));
  folders.push(root);
  const tree = { ...house, ...changes };
  for (const [path, text] of Object.entries(tree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  for (const path of Object.keys(tree).filter((name) =>
    /^(apps|packages|tooling)\/[^/]+\/package\.json$/.test(name),
  )) {
    const { name } = JSON.parse(tree[path] ?? '{}') as { name: string };
    const link = join(root, 'node_modules', name);
    await mkdir(dirname(link), { recursive: true });
    await symlink(relative(dirname(link), join(root, dirname(path))), link);
  }
  const options = await extractDepcruiseOptions(configFile);
  // The folders `pnpm lint:architecture` names.
  const { output } = await cruise(['apps', 'packages', 'tooling'], { ...options, baseDir: root });
  assert.equal(typeof output, 'object');
  return output as ICruiseResult;
}

const violationsOf = (result: ICruiseResult) =>
  result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));

describe('the dependency rules of docs/architecture.md', () => {
  it('find nothing wrong in a house that follows them', async () => {
    const result = await check({});

    assert.deepEqual(violationsOf(result), []);
    // The workspace imports resolved to the packages' files, so the path rules above judged real paths.
    const shell = result.modules.find((module) => module.source === 'packages/shell/src/state/index.ts');
    assert.deepEqual(shell?.dependencies.map((dependency) => dependency.resolved).sort(), [
      'packages/api-client/src/index.ts',
      'packages/ui/src/index.ts',
    ]);
  });

  it('report a circle, also one closed by an import type', async () => {
    const result = await check({
      'packages/domain/src/stages/index.ts':
        "import './groups.ts';\nexport const stageIds = [1, 2] as const;\n",
      'packages/domain/src/stages/groups.ts':
        "import type { stageIds } from './index.ts';\nexport type Ids = typeof stageIds;\n",
      'packages/ui/src/index.ts': "import './theme.ts';\n",
      'packages/ui/src/theme.ts': "import './index.ts';\n",
    });

    // Each circle is reported once, from whichever of its modules the cruise met first.
    const circles = violationsOf(result).map(({ rule, from, to }) => ({ rule, modules: [from, to].sort() }));
    assert.deepEqual(circles, [
      {
        rule: 'no-circular',
        modules: ['packages/domain/src/stages/groups.ts', 'packages/domain/src/stages/index.ts'],
      },
      { rule: 'no-circular', modules: ['packages/ui/src/index.ts', 'packages/ui/src/theme.ts'] },
    ]);
  });

  it('report domain importing a package above it, through its workspace name', async () => {
    const result = await check({
      'packages/domain/src/stages/labels.ts':
        "import { first } from '@shortlist/ui';\nexport const label = first;\n",
    });

    assert.deepEqual(violationsOf(result), [
      {
        rule: 'domain-imports-no-package',
        from: 'packages/domain/src/stages/labels.ts',
        to: 'packages/ui/src/index.ts',
      },
    ]);
  });

  it('report an app importing another app', async () => {
    const result = await check({
      'apps/candidate-portal/src/main.tsx':
        "import '@shortlist/shell/state';\nimport '@shortlist/api/app';\n",
    });

    assert.deepEqual(violationsOf(result), [
      {
        rule: 'no-app-imports-another-app',
        from: 'apps/candidate-portal/src/main.tsx',
        to: 'apps/api/src/app.ts',
      },
    ]);
  });

  it('report a package test importing more of the API than @shortlist/api/testing', async () => {
    const result = await check({
      'packages/shell/test/login-screen.test.tsx': "import '@shortlist/api/app';\n",
    });

    assert.deepEqual(violationsOf(result), [
      {
        rule: 'package-tests-import-only-api-testing',
        from: 'packages/shell/test/login-screen.test.tsx',
        to: 'apps/api/src/app.ts',
      },
    ]);
  });

  it('report an API service importing src/http', async () => {
    const result = await check({
      'apps/api/src/candidates/profiles.ts':
        "import '../shared/audit.ts';\nimport '../http/serve-route.ts';\n",
    });

    assert.deepEqual(violationsOf(result), [
      {
        rule: 'api-services-import-no-http',
        from: 'apps/api/src/candidates/profiles.ts',
        to: 'apps/api/src/http/serve-route.ts',
      },
    ]);
  });

  it('report ui importing ky', async () => {
    const result = await check({
      'packages/ui/src/index.ts': "import ky from 'ky';\nexport const first = ky;\n",
    });

    assert.deepEqual(violationsOf(result), [
      {
        rule: 'only-api-client-imports-ky',
        from: 'packages/ui/src/index.ts',
        to: 'node_modules/ky/index.js',
      },
    ]);
  });
});

import type { IConfiguration } from 'dependency-cruiser';

// The dependency direction of docs/architecture.md, checked by `pnpm lint:architecture` over apps, packages
// and tooling. Paths are relative to the folder the cruise starts from (the repo root), and workspace
// imports are resolved through each package's `exports`, so `@shortlist/ui` is `packages/ui/src/...` here.

// Where an npm package lives once resolved (pnpm: node_modules/.pnpm/<name>@<v>/node_modules/<name>/).
const npm = (name: string) => `(^|/)node_modules/${name}/`;

// Configuration files, the one place tooling packages are imported from.
const configFile = '(^|/)([^/]+\\.config\\.[cm]?[jt]s|vitest\\.setup\\.tsx?|\\.storybook/.+)$';

// The real protocol peers tests start (tooling/protocol-peers: Radicale...), and the test code that may.
const protocolPeers = '^tooling/protocol-peers/';
const testCode = '^apps/(e2e/|[^/]+/test/)';

// In apps/api/src: a feature area is any folder but http/ and db/; its route files are the HTTP shape.
const apiFeatureArea = '^apps/api/src/(?!http/|db/)[^/]+/';
const apiRouteFile = '^apps/api/src/(.*/|)(routes|[^/]+-routes)\\.ts$';

// Test files of the packages that test against the real API.
const apiTestingUsers = '^packages/(api-client|shell)/(test/.+|.+\\.test\\.tsx?)$';
const apiTesting = '^apps/api/test/support/listening-app\\.ts$';

const config: IConfiguration = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules import each other in a circle (type-only imports count): move what both need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import resolves to no file, so no other rule can judge it: fix the path or the dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'domain-imports-no-package',
      comment: '@shortlist/domain is the floor: pure TypeScript that imports no other package or app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(?!domain/)|apps/)' },
    },
    {
      name: 'no-upward-import-into-shell',
      comment: 'ui, i18n and api-client sit below @shortlist/shell: they never import it.',
      severity: 'error',
      from: { path: '^packages/(ui|i18n|api-client)/' },
      to: { path: '^packages/shell/' },
    },
    {
      name: 'ui-imports-no-api-client',
      comment:
        '@shortlist/ui is presentational (props in, events out): it never imports @shortlist/api-client.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/api-client/' },
    },
    {
      name: 'no-package-imports-an-app',
      comment:
        'Packages sit below the apps and never import one (tests may start the API: see the next rule).',
      severity: 'error',
      from: { path: '^packages/', pathNot: apiTestingUsers },
      to: { path: '^apps/' },
    },
    {
      name: 'package-tests-import-only-api-testing',
      comment:
        'api-client and shell tests may start the real API through @shortlist/api/testing, and nothing else.',
      severity: 'error',
      from: { path: apiTestingUsers },
      to: { path: '^apps/', pathNot: apiTesting },
    },
    {
      name: 'no-app-imports-another-app',
      comment: 'An app never imports another app: share code through a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'only-api-client-imports-ky',
      comment: 'The one ky instance lives in @shortlist/api-client: call its functions instead.',
      severity: 'error',
      from: { pathNot: '^packages/api-client/' },
      to: { path: npm('ky') },
    },
    {
      name: 'only-ui-imports-radix',
      comment: 'Radix primitives are wrapped in @shortlist/ui: use its components.',
      severity: 'error',
      from: { pathNot: '^packages/ui/' },
      to: { path: npm('@radix-ui/[^/]+') },
    },
    {
      name: 'no-tooling-outside-configs',
      comment: 'Tooling packages (shared configs) are imported by configuration files only, never by code.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: configFile },
      to: { path: '^tooling/', pathNot: protocolPeers },
    },
    {
      name: 'protocol-peers-in-tests-only',
      comment:
        'The protocol peers (a CalDAV server...) are started by the API tests and the journeys, never by code.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: testCode },
      to: { path: protocolPeers },
    },
    {
      name: 'api-services-import-no-http',
      comment:
        'In apps/api/src a service (any file of a feature area that is not a route file) holds rules and ' +
        'transactions: it never imports Fastify, src/http/ or a route file.',
      severity: 'error',
      from: { path: apiFeatureArea, pathNot: apiRouteFile },
      to: { path: [npm('fastify'), npm('@fastify/[^/]+'), '^apps/api/src/http/', apiRouteFile] },
    },
    {
      name: 'api-shared-and-db-import-no-routes',
      comment:
        'apps/api/src/shared and db serve every feature area: they never import src/http/ or a route file.',
      severity: 'error',
      from: { path: '^apps/api/src/(shared|db)/', pathNot: apiRouteFile },
      to: { path: ['^apps/api/src/http/', apiRouteFile] },
    },
  ],
  options: {
    // Generated SQL migrations, build output and caches are not code anyone wrote.
    exclude: {
      path: '^(apps|packages|tooling)/[^/]+/(dist|dist-server|storybook-static|coverage|test-results|playwright-report|\\.turbo|\\.data)/|^apps/api/src/db/migrations/',
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    // TypeScript 7 has no compiler API: swc parses the sources, and `import type` counts like any import.
    parser: 'swc',
    // No tsconfig `paths` in the repo: workspace packages resolve through node_modules and `exports`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'browser', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};

export default config;

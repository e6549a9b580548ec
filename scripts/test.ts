import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

// `pnpm test` runs in two lanes at once, so the two longest suites start first. The first lane holds them: the
// API's suite (every file on PGlite and again on PostgreSQL) and the journeys, which need only the apps' builds;
// in one turbo run they started last, after the shorter tasks turbo picked first in package-graph order, and
// ran on alone. The other lane lints, typechecks, builds the stories and runs every other package's suite, two
// tasks at a time. The first lane to fail stops the other.
const longest = ['--filter=@shortlist/api', '--filter=@shortlist/e2e'];
const lanes = [
  ['run', 'lint', 'typecheck', 'test', 'e2e', ...longest],
  [
    'run',
    'lint',
    'lint:architecture',
    'typecheck',
    'test',
    'build-storybook',
    ...longest.map((filter) => filter.replace('=', '=!')),
    '--concurrency=2',
  ],
];

const children: ChildProcess[] = [];

function runLane(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('turbo', args, { stdio: 'inherit' });
    children.push(child);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`turbo ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

try {
  await Promise.all(lanes.map(runLane));
} catch (error) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  console.error(`test: ${(error as Error).message}`);
  process.exit(1);
}

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

// `pnpm test` runs in two lanes at once. The journeys need only the apps' builds, so their lane starts them as
// soon as those are built; in one turbo run they started last, after every other suite (turbo starts ready tasks
// in package-graph order), and ran alone on an otherwise idle second core. The other lane lints, typechecks,
// builds the stories and runs the package suites, two tasks at a time. The first lane to fail stops the other.
const lanes = [
  ['run', 'e2e'],
  ['run', 'lint', 'lint:architecture', 'typecheck', 'test', 'build-storybook', '--concurrency=2'],
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

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

// `pnpm test`: the suite on PGlite and, when DATABASE_URL names a server, on PostgreSQL, in one Vitest process
// per engine running side by side. One process runs a run's projects one after the other in its one worker;
// PostgreSQL's share of the work is done in the server's own processes, so the two together keep both of CI's
// cores busy where one process left the second idle. Arguments (file filters, say) go to both.
const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const children: ChildProcess[] = [];

function runEngine(engine: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('vitest', ['run', '--project', engine, ...process.argv.slice(2)], {
      stdio: 'inherit',
    });
    children.push(child);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the suite on ${engine} ended with ${signal ?? code}`)),
    );
  });
}

try {
  await Promise.all(engines.map(runEngine));
} catch (error) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  console.error(`test: ${(error as Error).message}`);
  process.exit(1);
}

import { readFileSync } from 'node:fs';

// `node scripts/slowest-tests.ts <log> [count]`: the slowest test files of a `pnpm test` (or .ci/run) log, from
// the lines Vitest prints per file and Playwright per test (summed per spec file and project), slowest first.

const [logPath, countArgument = '10'] = process.argv.slice(2);
if (!logPath) {
  process.stderr.write('usage: node scripts/slowest-tests.ts <log of pnpm test> [count]\n');
  process.exit(2);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colour codes are what it strips.
const withoutColours = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');
const vitestFile =
  /^@shortlist\/([\w-]+):test:\s+[✓×❯]\s+(?:(\S+(?: \(chromium\))?)\s+)?((?:src|test)\/\S+)\s+\(.*?\)\s+([\d.]+)(ms|s)$/;
const playwrightTest =
  /^@shortlist\/([\w-]+):e2e:\s+[✓✘-]\s+\d+\s+\[(\w+)\]\s+›\s+([^:]+):.*\(([\d.]+)(ms|s|m)\)$/;
const unitSeconds = { ms: 0.001, s: 1, m: 60 } as const;

const seconds = new Map<string, number>();
for (const raw of readFileSync(logPath, 'utf8').split('\n')) {
  const line = withoutColours(raw).trimEnd();
  const match = vitestFile.exec(line) ?? playwrightTest.exec(line);
  if (!match) continue;
  const [, pkg, project, file, value, unit] = match;
  const key = `${pkg} ${project ?? '-'} ${file}`;
  seconds.set(key, (seconds.get(key) ?? 0) + Number(value) * unitSeconds[unit as keyof typeof unitSeconds]);
}

const slowest = [...seconds].sort(([, a], [, b]) => b - a).slice(0, Number(countArgument));
for (const [key, time] of slowest) process.stdout.write(`${time.toFixed(1).padStart(7)} s  ${key}\n`);

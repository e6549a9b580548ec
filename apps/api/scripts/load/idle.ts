import { readFile } from 'node:fs/promises';

const clockTicksPerSecond = 100;

async function cpuSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return undefined;
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}

/**
 * Waits until the process uses under a tenth of a CPU, so one level's backlog (a queue of scrypt sign-ins
 * the client has already given up on) does not slow the next. Where /proc is missing it pauses a second.
 */
export async function waitUntilIdle(pid: number, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  const windowMs = 400;
  while (Date.now() < deadline) {
    const before = await cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, before === undefined ? 1000 : windowMs));
    const after = await cpuSeconds(pid);
    if (before === undefined || after === undefined) return;
    if ((after - before) / (windowMs / 1000) < 0.1) return;
  }
}

import type { BenchSession } from './browser-session.ts';
import { measureFirstRows } from './first-rows.ts';
import type { ReportRow } from './report.ts';
import { measureScrolling } from './scroll-frames.ts';
import { shareAbove, summarise } from './statistics.ts';

// Both measurements of a role's candidates screen at one CPU slowdown, as rows of the report.

// Frames come in whole 60 Hz vsyncs whose requestAnimationFrame timestamps jitter by ±0.1 ms around 16.7 ms,
// so a frame over budget (a missed vsync) is one longer than 20 ms; a strict 16.7 would count half of a
// perfect run.
const overBudgetMs = 20;
const pageSize = 500;

export async function measureRoleScreen(
  session: BenchSession,
  roleUrl: string,
  options: { cpuRate: number; loads: number; scrollPasses: number; scrollStep: number },
  log: (line: string) => void,
): Promise<ReportRow[]> {
  const { cpuRate, loads, scrollPasses, scrollStep } = options;
  await session.slowCpu(cpuRate);
  const cpu = cpuRate === 1 ? 'as is' : `${cpuRate}x slower`;

  log(`[${cpu}] ${loads} loads of ${roleUrl} after one warm-up`);
  const firstRows = await measureFirstRows(session.page, roleUrl, { warmUps: 1, loads });

  log(
    `[${cpu}] ${scrollPasses} scrolls through ${pageSize} rows, ${scrollStep} px a frame, after one warm-up`,
  );
  const passes = await measureScrolling(session.page, `${roleUrl}?size=${pageSize}`, {
    passes: scrollPasses,
    step: scrollStep,
  });
  for (const pass of passes)
    if (pass.lastRowIndex !== pageSize - 1)
      throw new Error(`the scroll reached row ${pass.lastRowIndex}, not ${pageSize - 1}`);
  const frameTimes = passes.flatMap((pass) => pass.frameTimes);

  return [
    {
      cpu,
      measurement: 'open role: first row painted',
      summary: summarise(firstRows),
      samples: `${loads} loads`,
    },
    {
      cpu,
      measurement: `scroll ${pageSize} rows: frame time`,
      summary: summarise(frameTimes),
      slowFrames: shareAbove(frameTimes, overBudgetMs),
      samples: `${frameTimes.length} frames in ${passes.length} x ${passes[0]?.scrolledPixels ?? 0} px`,
    },
  ];
}

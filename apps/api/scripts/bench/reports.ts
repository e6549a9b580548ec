import type { ReportType } from '@shortlist/domain/enums';
import { anyReportKinds, reportTypesByKind } from '@shortlist/domain/reports';
import type { Timing } from './timing.ts';
import { measure, summarise } from './timing.ts';

// Every report kind in every type it comes as, through the API, over the bench's candidates.

export interface ReportResult {
  kind: string;
  type: ReportType;
  /** null when the kind does not answer (yet): its status code instead. */
  timing: Timing | null;
  failure: number | null;
}

/** GET /reports/{kind}?type=: the status code and, when not 200, the body. */
export type ReadReport = (kind: string, type: ReportType) => Promise<{ status: number; body: string }>;

const warmUpRuns = 3;
const measuredRuns = Math.max(20, Number(process.env.BENCH_REPORT_RUNS ?? 20));

export async function benchReports(
  read: ReadReport,
  log: (message: string) => void,
): Promise<ReportResult[]> {
  const results: ReportResult[] = [];
  for (const kind of anyReportKinds) {
    for (const type of reportTypesByKind[kind]) {
      const first = await read(kind, type);
      if (first.status !== 200) {
        log(`report ${kind} ${type}: ${first.status}, not timed: ${first.body.slice(0, 200)}`);
        results.push({ kind, type, timing: null, failure: first.status });
        continue;
      }
      const answered = async () => {
        const reply = await read(kind, type);
        if (reply.status !== 200) throw new Error(`report ${kind} ${type} failed: ${reply.body}`);
      };
      await measure(warmUpRuns, answered);
      const timing = summarise(await measure(measuredRuns, answered));
      log(`report ${kind} ${type}: median ${timing.median.toFixed(1)} ms`);
      results.push({ kind, type, timing, failure: null });
    }
  }
  return results;
}

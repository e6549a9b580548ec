import { findRotaClashes, generateRota, largeRotaDay } from '@shortlist/domain/assessment';
import { summarise } from './timing.ts';

// Issue 33: the assessment-centre rota of a large day (120 candidates, 6 exercises, 24 assessors, 8 rooms),
// generated in memory as the API does on "Generate". Target: under 2 s.

const rotaTarget = 2000;

/** Times the large day's rota `runs` times and prints the median, p95, its rounds and sessions. */
export function benchRota(runs = 20): void {
  const input = largeRotaDay();
  const samples: number[] = [];
  let result = generateRota(input);
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = generateRota(input);
    samples.push(performance.now() - started);
  }
  if (!result.ok) throw new Error(`the large day has no rota: ${JSON.stringify(result.problem)}`);
  const clashes = findRotaClashes(input, result.rota.sessions).length;
  const timing = summarise(samples);
  const verdict = timing.p95 < rotaTarget ? 'met' : 'MISSED';
  process.stdout.write(
    `assessment-centre rota, 120 candidates x 6 exercises, 24 assessors, 8 rooms: median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms over ${timing.runs} runs (target < ${rotaTarget} ms: ${verdict}); ${result.rota.rounds} rounds, ${result.rota.sessions.length} sessions, ${clashes} clashes\n`,
  );
}

import type { RotaInput } from '@shortlist/domain/assessment';
import { findRotaClashes, generateRota } from '@shortlist/domain/assessment';
import { summarise } from './timing.ts';

// Issue 33: the assessment-centre rota of a large day (120 candidates, 6 exercises, 24 assessors, 8 rooms),
// generated in memory as the API does on "Generate". Target: under 2 s.

const rotaTarget = 2000;

/** The large day: interviews and presentations by video, group exercises and the written case in 8 rooms. */
function largeDay(): RotaInput {
  const rooms = [1, 2, 3, 4, 5, 6, 7, 8];
  const exercise = (
    id: number,
    kind: RotaInput['exercises'][number]['kind'],
    candidatesPerSession: number,
    assessorsPerSession: number,
    roomIds: number[],
  ) => ({ id, kind, minutes: 45, candidatesPerSession, assessorsPerSession, roomIds });
  return {
    day: { startMinute: 0, roundMinutes: 60, breakMinutes: 10 },
    exercises: [
      exercise(1, 'interview', 1, 1, []),
      exercise(2, 'group_exercise', 6, 2, rooms),
      exercise(3, 'written_case', 20, 1, rooms),
      exercise(4, 'presentation', 1, 1, []),
      exercise(5, 'partner_interview', 1, 1, []),
      exercise(6, 'group_exercise', 5, 2, rooms),
    ],
    candidateIds: Array.from({ length: 120 }, (_, index) => index + 1),
    // The first six are partners, who alone take the partner interviews; each referred one candidate.
    assessors: Array.from({ length: 24 }, (_, index) => ({
      key: `user:${index + 1}`,
      exerciseIds: index < 6 ? null : [1, 2, 3, 4, 6],
    })),
    conflicts: Array.from({ length: 24 }, (_, index) => ({
      assessorKey: `user:${index + 1}`,
      candidateId: index * 5 + 1,
    })),
  };
}

/** Times the large day's rota `runs` times and prints the median, p95, its rounds and sessions. */
export function benchRota(runs = 20): void {
  const input = largeDay();
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

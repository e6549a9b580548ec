import { performance } from 'node:perf_hooks';
import type { Opened } from './engines.ts';
import type { Timing } from './timing.ts';
import { summarise } from './timing.ts';

const bulkRuns = 6;
const bulkSize = 10_000;

type Move = (target: { stageId: number; substageId: number }, groupId: number) => Promise<number>;

/** 10,000 of the organisation's candidates in one group, moved by filter between two stages, back and forth. */
export async function benchBulkMove(
  opened: Opened,
  organizationId: number,
  move: Move,
): Promise<{ moved: number; timing: Timing }> {
  const value = async (query: string) => Number((await opened.raw(query, [])).rows[0]?.value ?? 0);
  const groupId = await value(
    `insert into candidate_groups (organization_id, name) values (${organizationId}, 'Bench 10k') returning id as value`,
  );
  await opened.raw(
    `insert into candidate_group_members (organization_id, group_id, candidate_id)
     select organization_id, ${groupId}, id from candidates where organization_id = ${organizationId}
     order by id limit ${bulkSize}`,
    [],
  );
  const subStage = (stageId: number) =>
    value(
      `select id as value from sub_stages where organization_id = ${organizationId} and stage_id = ${stageId} and is_default`,
    );
  const there = { stageId: 2, substageId: await subStage(2) };
  const back = { stageId: 3, substageId: await subStage(3) };
  const samples: number[] = [];
  for (let run = 0; run < bulkRuns; run++) {
    const started = performance.now();
    const moved = await move(run % 2 === 0 ? there : back, groupId);
    samples.push(performance.now() - started);
    if (moved !== bulkSize) throw new Error(`bulk move moved ${moved} of ${bulkSize}`);
    // The messages are for generated people nobody reads; settle them so background delivery stays idle.
    await opened.raw('update outbox set sent_at = now() where sent_at is null', []);
  }
  return { moved: bulkSize, timing: summarise(samples) };
}

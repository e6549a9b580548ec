import type { StageCount } from '@shortlist/domain/contract';
import type { CandidateCodeStage } from '@shortlist/domain/enums';
import { candidateCodeStages } from '@shortlist/domain/enums';
import type { PipelineCounts } from '@shortlist/domain/stages';
import { emptyPipelineCounts, resolvePipelineBucket, resolveStageGroup } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { selectRows } from './sql-parts.ts';

interface CountRow {
  stageId: number;
  code: string | null;
  total: number;
}

function isCodeStage(value: string | null): value is CandidateCodeStage {
  return value !== null && (candidateCodeStages as readonly string[]).includes(value);
}

/**
 * Pipeline counts (§3) of an organisation, or of one role: the database groups by stage and code, the
 * domain maps stages to groups and codes to buckets. Decision: a candidate's code is its candidate code
 * for its current stage (the newest), else its sub-stage code when that names a bucket, else pending.
 */
export async function countPipeline(
  executor: Executor,
  organizationId: number,
  roleId: number | null,
): Promise<PipelineCounts> {
  const rows = await selectRows<CountRow>(
    executor,
    sql`select c.stage_id as "stageId", coalesce(upper(code.code_stage), upper(s.code)) as code,
        count(*)::integer as total
      from candidates c
      left join sub_stages s on s.id = c.sub_stage_id
      left join lateral (
        select cc.code_stage from candidate_codes cc
        where cc.organization_id = c.organization_id and cc.candidate_id = c.id and cc.stage_id = c.stage_id
        order by cc.updated_at desc, cc.id desc limit 1
      ) code on true
      where c.organization_id = ${organizationId} and c.deleted_at is null
        ${roleId === null ? sql`` : sql`and c.role_id = ${roleId}`}
      group by 1, 2`,
  );
  const counts = emptyPipelineCounts();
  for (const row of rows) {
    const group = resolveStageGroup(row.stageId);
    if (group === null) continue;
    const bucket = resolvePipelineBucket(isCodeStage(row.code) ? row.code : null);
    counts[group][bucket] += row.total;
  }
  return counts;
}

interface RoleCountRow extends CountRow {
  roleId: number;
}

/** Pipeline counts of several roles of an organisation in one query (the roles list), by role id. */
export async function countPipelineByRole(
  executor: Executor,
  organizationId: number,
  roleIds: readonly number[],
): Promise<Map<number, PipelineCounts>> {
  const byRole = new Map<number, PipelineCounts>(roleIds.map((id) => [id, emptyPipelineCounts()]));
  if (roleIds.length === 0) return byRole;
  const rows = await selectRows<RoleCountRow>(
    executor,
    sql`select c.role_id as "roleId", c.stage_id as "stageId",
        coalesce(upper(code.code_stage), upper(s.code)) as code, count(*)::integer as total
      from candidates c
      left join sub_stages s on s.id = c.sub_stage_id
      left join lateral (
        select cc.code_stage from candidate_codes cc
        where cc.organization_id = c.organization_id and cc.candidate_id = c.id and cc.stage_id = c.stage_id
        order by cc.updated_at desc, cc.id desc limit 1
      ) code on true
      where c.organization_id = ${organizationId} and c.deleted_at is null
        and c.role_id in (${sql.join(
          roleIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by 1, 2, 3`,
  );
  for (const row of rows) {
    const counts = byRole.get(row.roleId);
    const group = resolveStageGroup(row.stageId);
    if (!counts || group === null) continue;
    const bucket = resolvePipelineBucket(isCodeStage(row.code) ? row.code : null);
    counts[group][bucket] += row.total;
  }
  return byRole;
}

/** Candidates per stage and sub-stage of an organisation, or of one role (the list's stage pickers). */
export async function countByStage(
  executor: Executor,
  organizationId: number,
  roleId: number | null,
): Promise<StageCount[]> {
  return selectRows<StageCount>(
    executor,
    sql`select c.stage_id as "stageId", c.sub_stage_id as "subStageId", count(*)::integer as total
      from candidates c
      where c.organization_id = ${organizationId} and c.deleted_at is null
        ${roleId === null ? sql`` : sql`and c.role_id = ${roleId}`}
      group by 1, 2
      order by 1, 2`,
  );
}

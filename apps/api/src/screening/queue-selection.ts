import { assessmentTypes } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import { candidates, screeningHolds } from '../db/schema/index.ts';

/** The application-screen stages of §4 (1, 28, 29): where a screening queue's candidates wait. */
export const screeningStageIds: readonly number[] = assessmentTypes.SCREENING.allowedStageIds;

export function isScreeningStage(stageId: number): boolean {
  return screeningStageIds.includes(stageId);
}

/** Which part of an organisation's queue: one role, one of the screening stages, or all of them. */
export interface QueueFilter {
  organizationId: number;
  roleId?: number | undefined;
  stageId?: number | undefined;
}

/** True where the application is held at the stage it stands at now (a hold at an earlier stage is spent). */
export const isHeld: SQL<boolean> = sql<boolean>`exists (select 1 from ${screeningHolds}
  where ${screeningHolds.organizationId} = ${candidates.organizationId}
    and ${screeningHolds.candidateId} = ${candidates.id}
    and ${screeningHolds.stageId} = ${candidates.stageId})`;

/** Submitted, live applications of the organisation at the screening stages, narrowed by the filter. */
export function inQueue(filter: QueueFilter): SQL {
  const stages = filter.stageId === undefined ? screeningStageIds : [filter.stageId];
  return and(
    eq(candidates.organizationId, filter.organizationId),
    isNull(candidates.deletedAt),
    eq(candidates.status, 'ACTIVE'),
    isAnyOf(candidates.stageId, stages.filter(isScreeningStage)),
    filter.roleId === undefined ? undefined : eq(candidates.roleId, filter.roleId),
  ) as SQL;
}

/** Oldest application first; the id breaks ties so the order never changes between calls. */
export const queueOrder = [
  asc(sql`coalesce(${candidates.appliedAt}, ${candidates.createdAt})`),
  asc(candidates.id),
];

import { buildDefaultStageCatalogue } from '@shortlist/domain/stages';
import type { Executor } from '../db/database.ts';
import { subStages } from '../db/schema/index.ts';
import type { ReferenceDataOrganization } from './reference-data.ts';
import { insertOrganizationReferenceData } from './reference-data.ts';

export interface StoredSubStage {
  id: number;
  stageId: number;
  code: string;
}

/**
 * Writes what a new organisation needs before its first role, application or stage move: the domain's
 * stage and sub-stage catalogue and its sector's reference lists. POST /organization and the demo seed
 * both start organisations here, in the caller's transaction, so a failure leaves no half organisation.
 */
export async function startOrganization(
  executor: Executor,
  org: ReferenceDataOrganization,
): Promise<StoredSubStage[]> {
  await insertOrganizationReferenceData(executor, org);
  return insertStageCatalogue(executor, org.id);
}

/** The organisation's own sub-stage rows of every stage; their ids travel in the stage-move paths. */
async function insertStageCatalogue(executor: Executor, organizationId: number): Promise<StoredSubStage[]> {
  const rows = buildDefaultStageCatalogue().flatMap((stage) =>
    stage.subStages.map((sub) => ({
      organizationId,
      stageId: stage.id,
      code: sub.codeStage,
      isDefault: sub.defaultSubStage,
      orderIndex: sub.orderIndex,
    })),
  );
  return executor
    .insert(subStages)
    .values(rows)
    .returning({ id: subStages.id, stageId: subStages.stageId, code: subStages.code });
}

import type { CandidateFacingStatus } from '@shortlist/domain/stages';
import { candidateFacingStatus } from '@shortlist/domain/stages';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { sectorKinds } from '@shortlist/domain/vocabulary';
import { applicationStatusContext, createI18n } from '@shortlist/i18n';
import { common } from '@shortlist/i18n/resources/common';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

// The words a candidate reads for an application's status in messages (issue 32): the portal's own resources
// (@shortlist/i18n `applicationStatus`), in the organisation's sector and the role's scheme.

const { t } = createI18n({ resources: { common } });

// The role types whose wording differs by sector; every other role type reads the plain words.
const schemeRoleTypes = ['GRADUATE_SCHEME', 'INTERNSHIP'] as const;

export function candidateStatusWording(
  status: CandidateFacingStatus,
  sectorKind: SectorKind | null | undefined,
  roleType: string | null | undefined,
): string {
  return t(`applicationStatus.${status}`, { context: applicationStatusContext(sectorKind, roleType) });
}

/** The wording of a stage's status for a candidate at the stage. */
export function stageStatusWording(
  stageId: number,
  sectorKind: SectorKind | null | undefined,
  roleType: string | null | undefined,
): string {
  return candidateStatusWording(candidateFacingStatus({ stageId }), sectorKind, roleType);
}

/**
 * The same wording in SQL, per candidate `c` of a queued message: the organisation's sector and the
 * application's role type pick among the few wordings a stage has, so a bulk move still queues in one statement.
 */
export function stageStatusWordingSql(stageId: number): SQL {
  const branches = sectorKinds.flatMap((sector) =>
    schemeRoleTypes.map(
      (roleType) =>
        sql`when ${`${sector}|${roleType}`}::text then ${stageStatusWording(stageId, sector, roleType)}::text`,
    ),
  );
  return sql`(select case concat(o.sector_kind, '|', c.role_type) ${sql.join(branches, sql` `)}
    else ${stageStatusWording(stageId, null, null)}::text end
    from organizations o where o.id = c.organization_id)`;
}

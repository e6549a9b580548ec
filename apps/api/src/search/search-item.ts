import { contextualFlagKeys } from '@shortlist/domain/contextual';
import type { CandidateListItem } from '@shortlist/domain/contract';
import type { AssessmentResultStage, CandidateCodeStage, CandidateStatus } from '@shortlist/domain/enums';

/** One row of buildPageQuery, before the reply shapes it. */
export interface SearchItemRow {
  id: number;
  /** Null on a blind row (see buildPageQuery). */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  blind: boolean;
  /** The facets' copy of candidate_profiles.contextual_flags. */
  contextualFlags: string[] | null;
  roleId: number | null;
  roleName: string | null;
  stageId: number;
  subStageId: number | null;
  subStageCode: string | null;
  stageState: CandidateCodeStage | null;
  resultState: AssessmentResultStage | null;
  status: CandidateStatus;
  appliedAt: number | null;
  lastChangeAt: number;
  candidateScore: number | null;
  assigneeId: number | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
}

/** A search row as the candidate list shows it (the reply of the three search routes). */
export function toSearchItem(row: SearchItemRow): CandidateListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    blind: row.blind,
    // Only the keys the rules know today, in their order, whatever an older write stored.
    contextualFlags: contextualFlagKeys.filter((key) => (row.contextualFlags ?? []).includes(key)),
    roleId: row.roleId,
    roleName: row.roleName,
    stageId: row.stageId,
    subStage: row.subStageId === null ? null : { id: row.subStageId, code: row.subStageCode },
    stageState: row.stageState,
    resultState: row.resultState,
    status: row.status,
    appliedAt: row.appliedAt,
    lastChangeAt: row.lastChangeAt,
    candidateScore: row.candidateScore,
    // The assignee's names are never null when there is one (users.first_name and last_name are required).
    assignee:
      row.assigneeId === null
        ? null
        : {
            id: row.assigneeId,
            firstName: row.assigneeFirstName ?? '',
            lastName: row.assigneeLastName ?? '',
          },
  };
}

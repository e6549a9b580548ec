import type { ContextualFlagKey } from '../contextual/index.ts';
import type { AssessmentResultStage, CandidateCodeStage, CandidateStatus } from '../enums/index.ts';
import type { Page } from '../schemas/index.ts';
import { defineRoute, fileReply, jsonReply } from './route.ts';

// Search: candidate search with the filter object (§7 Search), term search, pipeline counts, and the actions
// over a search's results (bulk stage move, fast-track, assignment, CSV export) under /api/v1/candidate.

const tag = 'Search';

/** One row of a candidate list or search: the application, its person, role, place and assignee. */
export interface CandidateListItem {
  id: number;
  /** Null while the row is blind (blind review, issue 13); the client shows the anonymised label. */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** At a blind-review stage and not revealed: who the candidate is stays hidden. */
  blind: boolean;
  /** The contextual flags that are on (issue 13), in contextualFlagKeys order. */
  contextualFlags: ContextualFlagKey[];
  roleId: number | null;
  roleName: string | null;
  stageId: number;
  subStage: { id: number; code: string | null } | null;
  /** The state of the candidate's assessment or scheduling code at its current stage (§4), if any. */
  stageState: CandidateCodeStage | null;
  /** That code's result state (§4 assessment result stages), if it has one. */
  resultState: AssessmentResultStage | null;
  status: CandidateStatus;
  /** Epoch seconds. */
  appliedAt: number | null;
  lastChangeAt: number;
  candidateScore: number | null;
  assignee: { id: number; firstName: string; lastName: string } | null;
}

export const searchCandidates = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/search/{kind}/{id}',
  summary: 'Candidates matching the filter object in a role (0: every role), paged and sorted.',
  tag,
  params: 'searchParamsSchema',
  query: 'searchQuerySchema',
  body: 'searchFilterSchema',
  reply: jsonReply<Page<CandidateListItem>>(),
});

export const searchProfiles = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/search/profiles',
  summary: 'A term search across every candidate of the organisation.',
  tag,
  query: 'termSearchQuerySchema',
  reply: jsonReply<Page<CandidateListItem>>(),
});

export const searchRoleCandidates = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/search/candidates/{roleId}',
  summary: 'A term search within one role’s candidates.',
  tag,
  params: 'termSearchParamsSchema',
  query: 'termSearchQuerySchema',
  reply: jsonReply<Page<CandidateListItem>>(),
});

export const fetchPipelineCounts = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/search/counts/{roleId}',
  summary: 'How many candidates of a role (0: every role) stand at each stage and sub-stage.',
  tag,
  params: 'searchCountsParamsSchema',
  reply: jsonReply<unknown>(),
});

/** How many candidates of a role (or of every role) stand at one stage and sub-stage. */
export interface StageCount {
  stageId: number;
  subStageId: number | null;
  total: number;
}

export const fetchStageCounts = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/search/stagecounts/{roleId}',
  summary:
    'How many candidates of a role (0: every role) stand at each stage and sub-stage, for the list pickers.',
  tag,
  params: 'searchCountsParamsSchema',
  reply: jsonReply<StageCount[]>(),
});

/** What a move by filter did: how many moved, where to, and the batch that undoes it. */
export interface FilterMoveReply {
  moved: number;
  stageId: number;
  subStageId: number;
  /** Shared by the history rows of this move; POST /candidate/{id}/undo undoes the whole batch. */
  batchId: string;
  /** A candidate of the batch to name in POST /candidate/{id}/undo; null when nobody moved. */
  undoCandidateId: number | null;
}

export const moveCandidatesByFilter = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/bulkstage/filter/{stageId}/{substageId}',
  summary: 'Moves every candidate the filter finds, less its unselectedIds, to a stage.',
  tag,
  params: 'bulkStageParamsSchema',
  body: 'searchFilterMoveSchema',
  reply: jsonReply<FilterMoveReply>(),
});

/** How many selected candidates are now assigned to the manager (those already assigned included). */
export interface FilterAssignReply {
  assigned: number;
}

export const assignCandidatesByFilter = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/bulkassign/filter/{userId}',
  summary:
    'Assigns every candidate the filter finds, less its unselectedIds, to a manager of the organisation.',
  tag,
  params: 'bulkAssignFilterParamsSchema',
  body: 'searchFilterSchema',
  reply: jsonReply<FilterAssignReply>(),
});

/** What a fast-track by filter did: how many moved (only those at earlier stages) and its batch. */
export interface FilterFastTrackReply {
  moved: number;
  batchId: string;
  /** A candidate of the batch to name in POST /candidate/{id}/undo; null when nobody moved. */
  undoCandidateId: number | null;
}

export const fastTrackCandidatesByFilter = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/fasttrack/filter/{stageId}/{substageId}',
  summary:
    'Fast-tracks every candidate the filter finds at an earlier stage, less its unselectedIds, to a stage.',
  tag,
  params: 'bulkStageParamsSchema',
  body: 'searchFilterMoveSchema',
  reply: jsonReply<FilterFastTrackReply>(),
});

export const exportAllCandidatesCsv = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/export/',
  summary: 'The candidates the filter finds in every role, as a CSV file.',
  tag,
  body: 'searchFilterSchema',
  reply: fileReply,
});

export const exportCandidatesCsv = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/candidate/{id}/export/',
  summary: 'The candidates the filter finds in a role (0: every role), as a CSV file.',
  tag,
  params: 'candidateExportParamsSchema',
  body: 'searchFilterSchema',
  reply: fileReply,
});

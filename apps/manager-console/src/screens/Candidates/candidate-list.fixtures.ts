import type { CandidateListItem, OrganizationStage } from '@shortlist/domain/contract';
import type { RecordedRequest } from '@shortlist/shell/testing';

// A role's candidates as the API answers them, for the list screen's tests.

export const stages: OrganizationStage[] = [
  {
    id: 1,
    name: 'Applied',
    groupStage: 'applied',
    subStages: [
      { id: 11, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 },
      { id: 12, codeStage: 'completed', defaultSubStage: false, orderIndex: 1 },
    ],
  },
  {
    id: 3,
    name: 'At interview',
    groupStage: 'interview',
    subStages: [
      { id: 31, codeStage: 'pending', defaultSubStage: true, orderIndex: 0 },
      { id: 32, codeStage: 'invited', defaultSubStage: false, orderIndex: 1 },
    ],
  },
];

export function candidate(id: number, fields: Partial<CandidateListItem> = {}): CandidateListItem {
  return {
    id,
    firstName: `Ada${id}`,
    lastName: `Lovelace${id}`,
    email: `ada${id}@example.test`,
    blind: false,
    contextualFlags: [],
    roleId: 7,
    roleName: 'Training contract 2027',
    stageId: 1,
    subStage: { id: 11, code: 'pending' },
    stageState: null,
    resultState: null,
    status: 'ACTIVE',
    appliedAt: 1_790_000_000,
    lastChangeAt: 1_790_000_000,
    candidateScore: null,
    assignee: null,
    ...fields,
  };
}

/** 30 candidates at Applied, answered page by page as POST /search/candidate/{roleId} does. */
export const applied = Array.from({ length: 30 }, (_, index) => candidate(101 + index));

export function searchReply(request: RecordedRequest) {
  const page = Number(request.query.page ?? 0);
  const size = Number(request.query.resultsPerPage ?? 20);
  const content = applied.slice(page * size, (page + 1) * size);
  const totalPages = Math.ceil(applied.length / size);
  return {
    content,
    number: page,
    size,
    totalElements: applied.length,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    hasNext: page < totalPages - 1,
    hasPrevious: page > 0,
    hasContent: content.length > 0,
    numberOfElements: content.length,
  };
}

export const listApi = {
  'GET /api/v1/roles/7': { id: 7, name: 'Training contract 2027' },
  'GET /api/v1/organization/1/stages': stages,
  'GET /api/v1/search/stagecounts/7': [
    { stageId: 1, subStageId: 11, total: 30 },
    { stageId: 3, subStageId: 31, total: 5 },
  ],
  'POST /api/v1/search/candidate/7': searchReply,
  'GET /api/v1/user/columns': {},
  'GET /api/v1/user/searches': [],
};

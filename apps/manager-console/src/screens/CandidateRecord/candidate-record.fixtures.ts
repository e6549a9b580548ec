import type {
  CandidateNote,
  OrganizationCandidateView,
  OrganizationStage,
  StageHistoryEntry,
} from '@shortlist/domain/contract';

// Test data of the candidate record screen, shaped as the API answers (apps/api/src/pipeline).

export function candidateView(fields: Partial<OrganizationCandidateView> = {}): OrganizationCandidateView {
  return {
    id: 301,
    organizationId: 1,
    person: {
      userId: 6,
      firstName: 'Amara',
      lastName: 'Nwosu',
      preferredName: null,
      email: 'amara@example.test',
      mobile: null,
      emailVerified: true,
      anonymised: false,
      externalCandidateId: null,
      contactChannels: ['EMAIL'],
    },
    profile: {
      citizen: true,
      permitType: { id: 1, value: 'British or Irish citizen' },
      otherPermit: null,
      universities: [
        {
          universityName: 'University of Manchester',
          universityType: 'UNDERGRADUATE',
          universityStartYear: 2021,
          universityGraduationYear: 2024,
          degreeType: 'LLB',
          degreeClass: 'Upper second (2:1)',
        },
      ],
      schools: [{ schoolName: 'Manchester Academy', schoolType: 'State non-selective' }],
      socialMobility: { freeSchoolMeals: true, firstGenerationUniversity: true },
      // Special category: a manager admin's reply carries these; the record never shows them.
      diversity: {
        gender: 'Woman',
        religion: 'Buddhist',
        orientation: 'Bisexual',
        healthCondition: 'Asthma',
      },
    },
    diversityVisible: true,
    application: {
      role: { id: 1, name: 'Training Contract 2028' },
      roleType: null,
      source: 'Law fair',
      step: 4,
      status: 'ACTIVE',
      stage: { id: 3, name: 'At interview', group: 'interview' },
      subStage: { id: 32, code: 'invited' },
      responses: [],
      acceptTermAndConditions: true,
      acceptRare: null,
      acceptResearch: true,
      ethnicity: 'Black British',
      ethnicityMulti: ['Caribbean heritage'],
      ethnicitySpecify: 'Jamaican-Nigerian',
      candidateScore: null,
      totalScore: null,
      assignee: { id: 3, firstName: 'Harriet', lastName: 'Wells', email: 'hm@hartwell.test' },
      matched: false,
      adjustment: null,
      appliedAt: '2026-11-11T10:00:00.000Z',
      lastChangeAt: '2026-11-21T10:00:00.000Z',
    },
    codes: [],
    documents: [],
    scores: [],
    notesCount: 1,
    contextualFlags: [],
    socialMobilityVisible: false,
    blindReview: { active: false, revealed: null, canReveal: false },
    form: null,
    events: [],
    ...fields,
  };
}

// 1 and 21 November 2026, at noon UTC.
export const history: StageHistoryEntry[] = [
  {
    id: 2,
    fromStageId: 1,
    toStageId: 3,
    toSubStageCode: 'invited',
    reason: 'move',
    actorName: 'Harriet Wells',
    at: Date.UTC(2026, 10, 21, 12) / 1000,
    undoable: false,
  },
  {
    id: 1,
    fromStageId: null,
    toStageId: 1,
    toSubStageCode: null,
    reason: 'applied',
    actorName: null,
    at: Date.UTC(2026, 10, 1, 12) / 1000,
    undoable: false,
  },
];

export const notes: CandidateNote[] = [
  {
    id: 9,
    kind: 'comment',
    comment: 'Strong answer on the commercial awareness question.',
    author: null,
    reviewerName: 'Priya Shah',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
];

/** The organisation's stages as GET /organization/1/stages?roleId=1 answers them. */
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

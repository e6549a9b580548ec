import type { ContextualFlag } from '@shortlist/domain/contextual';
import type { OrganizationCandidateCode, OrganizationCandidateEvent } from '@shortlist/domain/contract';

// Test data of the record's panels, shaped as the API answers (apps/api/src/pipeline).

export const contextualFlags: ContextualFlag[] = [
  { key: 'stateSchool', on: false, evidence: [{ question: 'schoolType', answer: 'Independent' }] },
  {
    key: 'schoolOutperformance',
    on: true,
    percentile: 95,
    evidence: [
      { question: 'aLevelGrades', answer: 'A*AA' },
      { question: 'schoolAveragePoints', answer: 96 },
    ],
  },
  { key: 'firstGeneration', on: true, evidence: [{ question: 'firstGenerationUniversity', answer: true }] },
  {
    key: 'lowerSocioEconomic',
    on: true,
    socioEconomicClass: 'L3',
    evidence: [{ question: 'parentalOccupation', answer: 'L3' }],
  },
  { key: 'careExperience', on: false, evidence: [{ question: 'careExperience', answer: false }] },
];

export const codes: OrganizationCandidateCode[] = [
  {
    id: 41,
    type: 'SCHEDULER',
    stage: { id: 3 },
    codeStage: 'SCHEDULED',
    resultStage: null,
    score: null,
    scheduleId: 7,
    createdAt: '2026-11-18T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
  },
  {
    id: 42,
    type: 'APTITUDE_ONE',
    stage: { id: 2 },
    codeStage: 'COMPLETED',
    resultStage: 'COMPLETED',
    score: 72,
    scheduleId: null,
    createdAt: '2026-11-10T12:00:00.000Z',
    updatedAt: '2026-11-12T12:00:00.000Z',
  },
];

export const events: OrganizationCandidateEvent[] = [
  { eventId: 5, name: 'Open day', startsAt: '2026-10-14T12:00:00.000Z', attended: true },
  { eventId: 6, name: 'Law fair', startsAt: null, attended: false },
];

import type { OrganizationCandidateView, ScreeningQueue } from '@shortlist/domain/contract';

// Test data of the screening screens, shaped as the API answers (contract: ScreeningQueue, the record view).

export const queue: ScreeningQueue = {
  stageIds: [1, 28, 29],
  remaining: 3,
  held: 1,
  candidates: [
    {
      id: 301,
      name: 'Amara Nwosu',
      role: { id: 1, name: 'Training Contract 2028' },
      stageId: 1,
      appliedAt: '2026-11-11T10:00:00.000Z',
      contextualFlags: ['firstGeneration', 'freeSchoolMeals'],
    },
    {
      id: 302,
      name: null,
      role: { id: 1, name: 'Training Contract 2028' },
      stageId: 28,
      appliedAt: '2026-11-12T10:00:00.000Z',
      contextualFlags: [],
    },
    {
      id: 303,
      name: 'Ben Carter',
      role: { id: 2, name: 'Vacation Scheme 2027' },
      stageId: 1,
      appliedAt: null,
      contextualFlags: [],
    },
  ],
};

export const roles = [
  { id: 1, name: 'Training Contract 2028' },
  { id: 2, name: 'Vacation Scheme 2027' },
];

export const form = {
  sections: [
    {
      key: 'aboutYou',
      title: 'About you',
      fields: [
        {
          key: 'preferredOffice',
          label: 'Which office would you like to join?',
          type: 'dropdown',
          options: [
            { label: 'London', value: 'london' },
            { label: 'Manchester', value: 'manchester' },
          ],
        },
        { key: 'rightToWork', label: 'Do you have the right to work in the UK?', type: 'toggle' },
        { key: 'intro', label: 'Answer in your own words.', type: 'info' },
        { key: 'whyUs', label: 'Why do you want to join us?', type: 'textarea' },
      ],
    },
  ],
};

export const responses = [
  { questionId: 'preferredOffice', response: 'manchester' },
  { questionId: 'rightToWork', response: true },
];

export function screeningView(fields: Partial<OrganizationCandidateView> = {}): OrganizationCandidateView {
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
    profile: {},
    diversityVisible: false,
    application: {
      role: { id: 1, name: 'Training Contract 2028' },
      roleType: null,
      source: null,
      step: 4,
      status: 'ACTIVE',
      stage: { id: 1, name: 'Applied', group: 'applied' },
      subStage: { id: 11, code: 'pending' },
      responses,
      acceptTermAndConditions: true,
      acceptRare: null,
      acceptResearch: null,
      ethnicity: null,
      ethnicityMulti: null,
      ethnicitySpecify: null,
      candidateScore: 7,
      totalScore: 10,
      assignee: null,
      matched: false,
      adjustment: null,
      appliedAt: '2026-11-11T10:00:00.000Z',
      lastChangeAt: '2026-11-21T10:00:00.000Z',
    },
    codes: [],
    documents: [],
    scores: [],
    notesCount: 0,
    contextualFlags: [
      { key: 'firstGeneration', on: true, evidence: [] },
      { key: 'stateSchool', on: false, evidence: [] },
    ],
    socialMobilityVisible: false,
    blindReview: { active: false, revealed: null, canReveal: false },
    form,
    events: [],
    ...fields,
  };
}

import type { RotaInput } from './rota-input.ts';

// A day as the issue describes it, for the rota's tests and the bench: interviews one to one, a group
// exercise of six, a written case in the hall and a presentation, over rooms the exercises share.

/** 12 candidates, 4 exercises, 6 assessors, 5 rooms; assessor 6 referred candidate 3. */
export function sampleDay(): RotaInput {
  return {
    day: { startMinute: 0, roundMinutes: 45, breakMinutes: 15 },
    exercises: [
      {
        id: 1,
        kind: 'interview',
        minutes: 40,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        roomIds: [1, 2, 3],
      },
      {
        id: 2,
        kind: 'group_exercise',
        minutes: 45,
        candidatesPerSession: 6,
        assessorsPerSession: 2,
        roomIds: [4],
      },
      {
        id: 3,
        kind: 'written_case',
        minutes: 45,
        candidatesPerSession: 12,
        assessorsPerSession: 1,
        roomIds: [5],
      },
      {
        id: 4,
        kind: 'presentation',
        minutes: 30,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        roomIds: [],
      },
    ],
    candidateIds: Array.from({ length: 12 }, (_, index) => index + 1),
    assessors: Array.from({ length: 6 }, (_, index) => ({ key: `user:${index + 1}`, exerciseIds: null })),
    conflicts: [{ assessorKey: 'user:6', candidateId: 3 }],
  };
}

/** The bench's large day: 120 candidates, 6 exercises, 24 assessors, 8 rooms. */
export function largeDay(): RotaInput {
  const rooms = [1, 2, 3, 4, 5, 6, 7, 8];
  return {
    day: { startMinute: 0, roundMinutes: 60, breakMinutes: 10 },
    exercises: [
      { id: 1, kind: 'interview', minutes: 45, candidatesPerSession: 1, assessorsPerSession: 1, roomIds: [] },
      {
        id: 2,
        kind: 'group_exercise',
        minutes: 60,
        candidatesPerSession: 6,
        assessorsPerSession: 2,
        roomIds: rooms,
      },
      {
        id: 3,
        kind: 'written_case',
        minutes: 60,
        candidatesPerSession: 20,
        assessorsPerSession: 1,
        roomIds: rooms,
      },
      {
        id: 4,
        kind: 'presentation',
        minutes: 30,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        roomIds: [],
      },
      {
        id: 5,
        kind: 'partner_interview',
        minutes: 45,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        roomIds: [],
      },
      {
        id: 6,
        kind: 'group_exercise',
        minutes: 60,
        candidatesPerSession: 5,
        assessorsPerSession: 2,
        roomIds: rooms,
      },
    ],
    candidateIds: Array.from({ length: 120 }, (_, index) => index + 1),
    assessors: Array.from({ length: 24 }, (_, index) => ({
      key: `user:${index + 1}`,
      // Partners (the first six) take the partner interviews; everyone takes the rest.
      exerciseIds: index < 6 ? null : [1, 2, 3, 4, 6],
    })),
    conflicts: Array.from({ length: 24 }, (_, index) => ({
      assessorKey: `user:${index + 1}`,
      candidateId: index * 5 + 1,
    })),
  };
}

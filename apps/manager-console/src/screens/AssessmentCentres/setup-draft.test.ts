import type { AssessmentCentreView } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf } from './setup-draft.ts';

const view = {
  name: 'Spring day',
  day: '2027-03-16',
  startTime: '09:00',
  roundMinutes: 45,
  breakMinutes: 15,
  location: 'Fleet Street',
  rooms: [
    { id: 1, name: 'Room 1' },
    { id: 2, name: 'Boardroom' },
  ],
  exercises: [
    {
      id: 7,
      kind: 'group_exercise',
      name: 'Group',
      kitId: 3,
      minutes: 45,
      candidatesPerSession: 6,
      assessorsPerSession: 2,
      roomIds: [2, 1],
      videoLink: null,
    },
  ],
  candidates: [{ id: 11, name: 'Alex Morgan', blind: false }],
  assessors: [
    {
      key: 'user:4',
      userId: 4,
      email: 'hm@x.test',
      name: 'H M',
      exerciseIds: null,
      conflictCandidateIds: [11],
    },
    {
      key: 'email:p@o.test',
      userId: null,
      email: 'p@o.test',
      name: 'P',
      exerciseIds: [7],
      conflictCandidateIds: [],
    },
  ],
} as unknown as AssessmentCentreView;

describe('the set-up draft', () => {
  it('goes back to the body it came from', () => {
    expect(bodyOf(draftOf(view))).toEqual({
      name: 'Spring day',
      day: '2027-03-16',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
      location: 'Fleet Street',
      rooms: ['Room 1', 'Boardroom'],
      exercises: [
        {
          kind: 'group_exercise',
          name: 'Group',
          kitId: 3,
          minutes: 45,
          candidatesPerSession: 6,
          assessorsPerSession: 2,
          rooms: ['Boardroom', 'Room 1'],
          videoLink: null,
        },
      ],
      candidateIds: [11],
      assessors: [
        { userId: 4, exercises: null, conflictCandidateIds: [11] },
        { email: 'p@o.test', name: 'P', exercises: [0], conflictCandidateIds: [] },
      ],
    });
  });

  it('sends a blank number as not a number, for the API to name the field', () => {
    const draft = { ...draftOf(view), roundMinutes: ' ' };
    expect(bodyOf(draft).roundMinutes).toBeNaN();
  });
});

import type { ExerciseKind } from '@shortlist/domain/assessment';
import type { AssessmentCentreView } from '@shortlist/domain/contract';

// The set-up form's state: what the inputs hold (text as typed), made from the stored day and turned back
// into the PUT body. The API checks it all; the form only shapes it.

export interface ExerciseDraft {
  kind: ExerciseKind;
  name: string;
  kitId: string;
  minutes: string;
  candidatesPerSession: string;
  assessorsPerSession: string;
  /** Room names, comma-separated. */
  rooms: string;
  videoLink: string;
}

export interface AssessorDraft {
  /** A user's id as text, or 'outside' for an assessor by email. */
  source: string;
  email: string;
  name: string;
  /** Positions in the exercise list they may assess; null for any. */
  exercises: number[] | null;
  conflictCandidateIds: number[];
}

export interface SetupDraft {
  name: string;
  day: string;
  startTime: string;
  roundMinutes: string;
  breakMinutes: string;
  location: string;
  rooms: string;
  exercises: ExerciseDraft[];
  candidateIds: number[];
  assessors: AssessorDraft[];
}

export const emptyExercise = (): ExerciseDraft => ({
  kind: 'interview',
  name: '',
  kitId: '',
  minutes: '30',
  candidatesPerSession: '1',
  assessorsPerSession: '1',
  rooms: '',
  videoLink: '',
});

export const emptyAssessor = (): AssessorDraft => ({
  source: 'outside',
  email: '',
  name: '',
  exercises: null,
  conflictCandidateIds: [],
});

export function draftOf(view: AssessmentCentreView): SetupDraft {
  const roomName = (id: number) => view.rooms.find((room) => room.id === id)?.name ?? '';
  return {
    name: view.name,
    day: view.day,
    startTime: view.startTime,
    roundMinutes: String(view.roundMinutes),
    breakMinutes: String(view.breakMinutes),
    location: view.location,
    rooms: view.rooms.map((room) => room.name).join('\n'),
    exercises: view.exercises.map((exercise) => ({
      kind: exercise.kind,
      name: exercise.name,
      kitId: exercise.kitId === null ? '' : String(exercise.kitId),
      minutes: String(exercise.minutes),
      candidatesPerSession: String(exercise.candidatesPerSession),
      assessorsPerSession: String(exercise.assessorsPerSession),
      rooms: exercise.roomIds.map(roomName).join(', '),
      videoLink: exercise.videoLink ?? '',
    })),
    candidateIds: view.candidates.map((candidate) => candidate.id),
    assessors: view.assessors.map((assessor) => ({
      source: assessor.userId === null ? 'outside' : String(assessor.userId),
      email: assessor.userId === null ? assessor.email : '',
      name: assessor.userId === null ? assessor.name : '',
      exercises:
        assessor.exerciseIds === null
          ? null
          : assessor.exerciseIds.map((id) => view.exercises.findIndex((exercise) => exercise.id === id)),
      conflictCandidateIds: assessor.conflictCandidateIds,
    })),
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** The PUT body: numbers as numbers, lists split, an outside assessor by email, a colleague by id. */
export function bodyOf(draft: SetupDraft) {
  return {
    name: draft.name,
    day: draft.day,
    startTime: draft.startTime,
    roundMinutes: number(draft.roundMinutes),
    breakMinutes: number(draft.breakMinutes),
    location: draft.location,
    rooms: list(draft.rooms, /\n/),
    exercises: draft.exercises.map((exercise) => ({
      kind: exercise.kind,
      name: exercise.name,
      kitId: exercise.kitId === '' ? null : Number(exercise.kitId),
      minutes: number(exercise.minutes),
      candidatesPerSession: number(exercise.candidatesPerSession),
      assessorsPerSession: number(exercise.assessorsPerSession),
      rooms: list(exercise.rooms, /,/),
      videoLink: exercise.videoLink.trim() || null,
    })),
    candidateIds: draft.candidateIds,
    assessors: draft.assessors.map((assessor) => {
      const limits = { exercises: assessor.exercises, conflictCandidateIds: assessor.conflictCandidateIds };
      return assessor.source === 'outside'
        ? { email: assessor.email, name: assessor.name, ...limits }
        : { userId: Number(assessor.source), ...limits };
    }),
  };
}

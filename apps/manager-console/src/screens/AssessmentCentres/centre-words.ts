import type { AssessmentCentreView, CentreSession } from '@shortlist/domain/contract';

// How the rota's screens name what a sitting holds: candidates and assessors by name, a room or the video.

export const candidateName = (view: AssessmentCentreView, id: number) =>
  view.candidates.find((candidate) => candidate.id === id)?.name ?? `Candidate ${id}`;

export const assessorName = (view: AssessmentCentreView, key: string) =>
  view.assessors.find((assessor) => assessor.key === key)?.name ?? key;

export const exerciseName = (view: AssessmentCentreView, id: number) =>
  view.exercises.find((exercise) => exercise.id === id)?.name ?? '';

/** The room's name, or null for a sitting by video. */
export const roomName = (view: AssessmentCentreView, session: CentreSession) =>
  session.roomId === null ? null : (view.rooms.find((room) => room.id === session.roomId)?.name ?? '');

/** '09:00': a time of the day on the organisation's clock. */
export const clockOf = (iso: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
    new Date(iso),
  );

/** The rounds of the rota, each with its start, in order. */
export function roundsOf(view: AssessmentCentreView): { round: number; startAt: string }[] {
  const starts = new Map<number, string>();
  for (const session of view.sessions) {
    const known = starts.get(session.round);
    if (!known || session.startAt < known) starts.set(session.round, session.startAt);
  }
  return [...starts.entries()].toSorted(([a], [b]) => a - b).map(([round, startAt]) => ({ round, startAt }));
}

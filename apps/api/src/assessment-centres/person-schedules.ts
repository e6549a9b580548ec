import { createHash } from 'node:crypto';
import type { CentreCandidate } from '@shortlist/domain/contract';
import type { CentreRows, SessionRow } from './centre-rows.ts';
import { clockTime } from './day-clock.ts';

// Issue 33: each person's own day, as the email and its calendar file tell it. An assessor's lines name the
// candidates they meet (by number where the stage is blind); a candidate's name no one else.

export interface PersonSitting {
  round: number;
  start: Date;
  end: Date;
  /** "Group exercise, Boardroom". */
  title: string;
  /** Who they meet (an assessor's sittings), or what to bring up (a video link). */
  detail: string;
  location: string;
}

export interface PersonSchedule {
  /** 'candidate:<id>' or the assessor's key. */
  personKey: string;
  kind: 'assessor' | 'candidate';
  name: string;
  /** Null for a candidate, whose address comes from their contact details as they are sent. */
  email: string | null;
  candidateId: number | null;
  sittings: PersonSitting[];
  /** Stands for the schedule's content: the same fingerprint was sent already. */
  fingerprint: string;
}

/** The sitting's place: its room's name, or the video link. */
function placeOf(rows: CentreRows, session: SessionRow): string {
  const exercise = rows.exercises.find((each) => each.id === session.exerciseId);
  if (session.roomId !== null)
    return rows.centre.rooms.find((room) => room.id === session.roomId)?.name ?? '';
  return exercise?.videoLink ?? '';
}

const fingerprintOf = (sittings: readonly PersonSitting[], rows: CentreRows) =>
  createHash('sha256')
    .update(JSON.stringify([rows.centre.location, sittings]))
    .digest('hex');

/** Everyone's schedule from the stored rota: the assessors first, then the candidates, in a stable order. */
export function personSchedules(rows: CentreRows, shown: readonly CentreCandidate[]): PersonSchedule[] {
  const nameOf = (id: number) => shown.find((each) => each.id === id)?.name ?? `Candidate ${id}`;
  const sittingOf = (session: SessionRow, forAssessor: boolean): PersonSitting => {
    const exercise = rows.exercises.find((each) => each.id === session.exerciseId);
    const place = placeOf(rows, session);
    return {
      round: session.round,
      start: session.startAt,
      end: session.endAt,
      title: [exercise?.name ?? '', session.roomId === null ? 'by video' : place].filter(Boolean).join(', '),
      detail: forAssessor
        ? `With ${session.candidateIds.map(nameOf).join(', ')}`
        : session.roomId === null && place
          ? `Join: ${place}`
          : '',
      location: session.roomId === null ? place : [place, rows.centre.location].filter(Boolean).join(', '),
    };
  };
  const byTime = (a: SessionRow, b: SessionRow) => a.round - b.round || a.id - b.id;
  const assessors = rows.assessors.map((assessor): PersonSchedule => {
    const sittings = rows.sessions
      .filter((session) => session.assessorKeys.includes(assessor.assessorKey))
      .toSorted(byTime)
      .map((session) => sittingOf(session, true));
    return {
      personKey: assessor.assessorKey,
      kind: 'assessor',
      name: assessor.name,
      email: assessor.email,
      candidateId: null,
      sittings,
      fingerprint: fingerprintOf(sittings, rows),
    };
  });
  const candidates = rows.candidateIds.map((candidateId): PersonSchedule => {
    const sittings = rows.sessions
      .filter((session) => session.candidateIds.includes(candidateId))
      .toSorted(byTime)
      .map((session) => sittingOf(session, false));
    return {
      personKey: `candidate:${candidateId}`,
      kind: 'candidate',
      name: nameOf(candidateId),
      email: null,
      candidateId,
      sittings,
      fingerprint: fingerprintOf(sittings, rows),
    };
  });
  return [...assessors, ...candidates];
}

/** The timetable as the email's text writes it: one line a sitting. */
export function timetableText(sittings: readonly PersonSitting[], zone: string): string {
  return sittings
    .map((sitting) => {
      const line = `${clockTime(sitting.start, zone)}-${clockTime(sitting.end, zone)}  ${sitting.title}`;
      return sitting.detail ? `${line}. ${sitting.detail}` : line;
    })
    .join('\n');
}

/** A calendar UID for a person's sitting in a round: stable across publishings, naming no one. */
export function sittingUid(centreId: number, round: number, personKey: string, host: string): string {
  const person = createHash('sha256').update(personKey).digest('hex').slice(0, 16);
  return `assessment-centre-${centreId}-round-${round}-${person}@${host}`;
}

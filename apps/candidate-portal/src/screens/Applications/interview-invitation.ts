import type { CandidateCodeStage } from '@shortlist/domain/enums';
import { isSameOriginPath } from '@shortlist/domain/users';

// GET /candidate/{id}/SCHEDULER/getCurrentInterview as the applications screen reads it.

export type InterviewInvitation = {
  readonly scheduleName: string;
  readonly codeStage: CandidateCodeStage | null;
  /** Booking deadline, epoch seconds. */
  readonly deadline: number | null;
  /** The booked slot's start, epoch seconds; null until a slot is booked. */
  readonly selectedTime: number | null;
  /** The booking page (/interview/{token}), when the reply carries one. */
  readonly bookingPath: string | null;
};

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const seconds = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The invitation of the reply, or null. Decision: the booking page is linked only when the reply names
 * it (`bookingPath`); the API keeps invitation tokens hashed, so otherwise the email's link is the way in.
 */
export function readInterviewInvitation(reply: unknown): InterviewInvitation | null {
  if (!isObject(reply)) return null;
  const path =
    typeof reply.bookingPath === 'string' && isSameOriginPath(reply.bookingPath) ? reply.bookingPath : null;
  return {
    scheduleName: typeof reply.scheduleName === 'string' ? reply.scheduleName : '',
    codeStage: typeof reply.codeStage === 'string' ? (reply.codeStage as CandidateCodeStage) : null,
    deadline: seconds(reply.deadline),
    selectedTime: seconds(reply.selectedTime),
    bookingPath: path,
  };
}

/** True while the candidate still has a time to choose. */
export function awaitsBooking(invitation: InterviewInvitation): boolean {
  return (
    invitation.selectedTime === null &&
    (invitation.codeStage === 'INVITED' || invitation.codeStage === 'PENDING')
  );
}

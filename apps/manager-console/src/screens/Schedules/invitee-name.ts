import type { ScheduleInvitationView } from '@shortlist/domain/schemas';

/**
 * The name a schedule shows for an invitee: the API leaves it out while the application is under blind review
 * (issue 31), and the screen then names the application by its number.
 */
export function inviteeName(invitation: ScheduleInvitationView, blindLabel: (id: number) => string): string {
  return invitation.candidateName ?? blindLabel(invitation.candidateId);
}

import type { ContextualFlag, ContextualFlagKey } from '../contextual/index.ts';
import type { CandidateCodeStage, CandidateStatus, ContactChannel } from '../enums/index.ts';
import type { CandidateProfile, WithdrawalReason } from '../schemas/index.ts';
import type { StageGroup } from '../stages/index.ts';
import type { CandidateDocumentKind } from '../validation/index.ts';

// The reply shapes of a manager's reads of one application (GET /organization/{orgId}/candidate/{id}, its
// notes, and GET /candidate/{id}/history), as apps/api/src/pipeline answers them.

/** The person behind an application; names are null and the email the anonymous one once anonymised. */
export interface OrganizationCandidatePerson {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  email: string | null;
  mobile: string | null;
  emailVerified: boolean;
  anonymised: boolean;
  externalCandidateId: string | null;
  contactChannels: ContactChannel[];
}

/** A manager of the organisation named on an application (its assignee). */
export interface OrganizationCandidateManager {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** The application itself: role, where it stands in the pipeline, its answers and scores. */
export interface OrganizationCandidateApplication {
  role: { id: number; name: string } | null;
  roleType: string | null;
  source: string | null;
  step: number;
  /** The status code; the client words it (§3: ACTIVE = Submitted, PENDING = Not Submitted...). */
  status: CandidateStatus;
  stage: { id: number; name: string | null; group: StageGroup | null };
  subStage: { id: number; code: string } | null;
  responses: unknown[];
  acceptTermAndConditions: boolean | null;
  acceptRare: boolean | null;
  acceptResearch: boolean | null;
  /** Special category: null unless the viewer is a manager admin (`diversityVisible`). */
  ethnicity: unknown;
  ethnicityMulti: unknown;
  ethnicitySpecify: unknown;
  candidateScore: number | null;
  totalScore: number | null;
  assignee: OrganizationCandidateManager | null;
  matched: boolean;
  adjustment: string | null;
  /** ISO date-times; appliedAt is null until the application is submitted. */
  appliedAt: string | null;
  lastChangeAt: string;
}

/** An assessment or scheduling code of the application with its §4 state. */
export interface OrganizationCandidateCode {
  id: number;
  type: string;
  stage: { id: number };
  codeStage: CandidateCodeStage;
  resultStage: string | null;
  /** The result's score once the provider or a manager has given one. */
  score: number | null;
  scheduleId: number | null;
  /** When the record was made (the first invitation), ISO. */
  createdAt: string;
  updatedAt: string;
}

export interface OrganizationCandidateDocument {
  id: number;
  documentType: CandidateDocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedByUserId: number | null;
  createdAt: string;
  /** At a blind-review stage, a CV, cover letter or photo would reveal who the candidate is: not opened. */
  hiddenByBlindReview: boolean;
}

/** One metric's score at a stage, labelled with the organisation's current metric. */
export interface OrganizationCandidateScore {
  stage: { id: number };
  key: string;
  label: string;
  metricType: string | null;
  value: number | string | boolean | null;
  scorerUserId: number | null;
  /** Who decided the score (a manager admin since issue 33), by name; null once they have left. */
  scorerName: string | null;
  updatedAt: string;
}

/** A manager's full view of one application (§7 GET /organization/{orgId}/candidate/{id}). */
export interface OrganizationCandidateView {
  id: number;
  organizationId: number;
  person: OrganizationCandidatePerson | null;
  /** The candidate's profile; its `diversity` answers only when `diversityVisible`. */
  profile: CandidateProfile;
  diversityVisible: boolean;
  application: OrganizationCandidateApplication;
  codes: OrganizationCandidateCode[];
  documents: OrganizationCandidateDocument[];
  scores: OrganizationCandidateScore[];
  notesCount: number;
  /** The contextual flags the candidate's answers support, each with its evidence (issue 13). */
  contextualFlags: ContextualFlag[];
  /** Raw social-mobility answers are in `profile` only when the organisation's manager admin shows them. */
  socialMobilityVisible: boolean;
  blindReview: OrganizationCandidateBlindReview;
  /** The role's application form, to render `application.responses` read-only; null without a role. */
  form: unknown;
  /** The events of the organisation the candidate registered for, with whether they attended. */
  events: OrganizationCandidateEvent[];
}

/**
 * Blind review at the application's stage: while `active`, the person's names, email, mobile, date of birth,
 * photo and school and university names are withheld from every reply to this viewer; answers stay.
 */
export interface OrganizationCandidateBlindReview {
  active: boolean;
  /** When a manager admin revealed the application (audited), and who. */
  revealed: { at: string; byName: string | null } | null;
  /** Whether this viewer may reveal (a manager admin, while active). */
  canReveal: boolean;
}

export interface OrganizationCandidateEvent {
  eventId: number;
  name: string;
  /** ISO date-time of the event's start. */
  startsAt: string | null;
  attended: boolean;
}

/** One candidate waiting in a screening queue (§4 application screen). */
export interface ScreeningQueueEntry {
  id: number;
  /** Null at a blind-review stage; the client shows the anonymised label. */
  name: string | null;
  role: { id: number; name: string } | null;
  stageId: number;
  appliedAt: string | null;
  contextualFlags: ContextualFlagKey[];
}

/** GET /organization/{orgId}/screening: the queue, oldest application first. */
export interface ScreeningQueue {
  stageIds: number[];
  /** How many are left to screen (not held), whatever the page shows. */
  remaining: number;
  held: number;
  candidates: ScreeningQueueEntry[];
}

/** POST /organization/{orgId}/screening/{id}: what the decision did. */
export interface ScreeningDecisionResult {
  candidateId: number;
  decision: 'progress' | 'reject' | 'hold';
  stage: { id: number; subStageId: number | null };
  /** The next candidate of the same queue, if any. */
  nextCandidateId: number | null;
}

/** GET /organization/{id}/token/{token}/candidates: an outside reviewer's queue. */
export interface ReviewerQueue {
  organization: { id: number; name: string };
  reviewerName: string | null;
  expiresAt: string;
  candidates: { id: number; name: string | null; roleName: string | null; reviewed: boolean }[];
}

/** POST /organization/{orgId}/reviewers: who was sent a link. */
export interface ReviewerInvitationResult {
  sent: { email: string; expiresAt: string }[];
}

/** Why a stage move happened, as the API records it. */
export type StageMoveReason =
  | 'applied'
  | 'move'
  | 'bulk'
  | 'fast-track'
  | 'undo'
  | 'invitation'
  | 'assessment-result'
  | 'booking'
  | 'recorded'
  | 'copy'
  | 'migrate'
  | 'withdrawn';

/** One stage move of GET /candidate/{id}/history (newest first). */
export interface StageHistoryEntry {
  id: number;
  /** Null for the first entry, when the application entered the pipeline. */
  fromStageId: number | null;
  toStageId: number;
  toSubStageCode: string | null;
  /** A reason the client does not know yet shows as it came. */
  reason: StageMoveReason | (string & {});
  /** Null when the system moved the candidate (the candidate's own submission, seeded history). */
  actorName: string | null;
  /** Epoch seconds. */
  at: number;
  /** On the candidate's own withdrawal (reason 'withdrawn'): the reason and words they gave, when any. */
  withdrawal?: { reason: WithdrawalReason | null; note: string | null } | null;
  /** On the move that rejected the candidate: the reason the manager gave, in the organisation's words. */
  rejectionReason?: string;
  /**
   * True on the newest entry only, while the caller may still undo it for this candidate alone
   * (POST /candidate/{id}/undo-move): their own move, bulk move or fast-track of the last 30 minutes.
   */
  undoable: boolean;
}

/** A note or comment on an application, newest first. */
export interface CandidateNote {
  id: number;
  kind: 'note' | 'comment';
  comment: string;
  author: { id: number; firstName: string; lastName: string } | null;
  /** The outside reviewer who wrote it through a reviewer link; null for a manager's note. */
  reviewerName: string | null;
  createdAt: string;
  updatedAt: string;
}

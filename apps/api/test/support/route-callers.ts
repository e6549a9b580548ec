import type { HartwellRecords } from './tenancy-records.ts';

/**
 * Who may call a `/api/v1` route, as the tenancy matrix checks it with another organisation's manager, a
 * candidate and no token against Hartwell's records:
 * - 'provider-admin': only the platform's ADMIN;
 * - 'manager-admin': a manager-admin of the record's organisation (or the provider);
 * - 'manager': a manager of the record's organisation (or the provider);
 * - 'manager-or-candidate-own': a manager of the record's organisation, or the candidate on their own application;
 * - 'candidate-own': only the candidate on their own application;
 * - 'record-owner': only the manager who made the record (a saved search);
 * - 'organization-scoped': any manager, reading or changing only their own organisation;
 * - 'candidate': any candidate (applying to a published role);
 * - 'any-signed-in': the caller's own account, or reference data shared by everyone.
 */
export type CallerRule =
  | 'provider-admin'
  | 'manager-admin'
  | 'manager'
  | 'manager-or-candidate-own'
  | 'candidate-own'
  | 'record-owner'
  | 'organization-scoped'
  | 'candidate'
  | 'any-signed-in';

/** A Hartwell record a path parameter can name. */
export type RecordName = Exclude<keyof HartwellRecords, 'applicant' | 'markers' | 'organizationMarkers'>;

export interface RouteCallers {
  callers: CallerRule;
  /** The record or literal value of a parameter whose name does not say (`{id}` is the application unless given). */
  params?: Record<string, RecordName | { value: string }>;
  /** A valid body naming Hartwell's records, so a refusal is about tenancy and not bad input. */
  body?: (records: HartwellRecords) => unknown;
  query?: (records: HartwellRecords) => Record<string, string>;
  /** Multipart routes: the form's fields next to a small PDF. */
  form?: Record<string, string>;
  /** Why the signed-in calls are left out (a call that would end the caller's own account). */
  withoutTokenOnly?: string;
}

const application = (records: HartwellRecords) => records.application;
const silentPolicy = { notify: false, emailTemplate: null, timing: 'immediate' };
const filterOfRole = (records: HartwellRecords) => ({ roleId: records.role });
const organizationQuery = (records: HartwellRecords) => ({ organizationId: String(records.organization) });
// A morning in 2030 (epoch seconds): a valid availability window of two hours.
const windowStart = Date.UTC(2030, 0, 7, 9) / 1000;
const scheduleWindows = [
  { parentStartDateTime: windowStart, parentEndDateTime: windowStart + 7200, numberOfInterviewers: 1 },
];
const scheduleOfRole = (records: HartwellRecords) => ({
  organizationId: records.organization,
  roleId: records.role,
  stageId: 7,
  type: 'SCHEDULER',
  name: 'Second round',
  durationMinutes: 60,
  deadlineDays: 5,
  windows: scheduleWindows,
});
const note = { comment: 'Checked the references.' };
const markingRoundOf = (records: HartwellRecords) => ({
  name: 'Northwind sift',
  stageId: records.stage,
  marksPerAnswer: 1,
  questions: [{ fieldKey: 'whyUs', guide: { 1: 'Generic.', 3: 'Some reasons.', 5: 'Evidenced.' } }],
  markerUserIds: [records.manager],
});
const pdfForm = { documentType: 'OTHER' };

/** Every `/api/v1` route by its contract export name. A new route fails the matrix until it is declared here. */
export const routeCallers: Record<string, RouteCallers> = {
  // The signed-in user's own account.
  fetchCurrentUser: { callers: 'any-signed-in' },
  fetchUserOrganizations: { callers: 'any-signed-in' },
  // Northwind's manager's own names and email: the candidate sending them is refused as a taken email.
  updateCurrentUser: {
    callers: 'any-signed-in',
    body: () => ({ firstName: 'Mei', lastName: 'Chen', email: 'hm@northwind.test' }),
  },
  updateContactPreferences: { callers: 'any-signed-in', body: () => ({ channels: ['EMAIL'] }) },
  changePassword: {
    callers: 'any-signed-in',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'Shortlist#2027' }),
  },
  resendEmailVerification: { callers: 'any-signed-in' },
  deleteCurrentUser: { callers: 'any-signed-in', withoutTokenOnly: 'it would delete the caller' },
  createUserToken: { callers: 'any-signed-in' },
  createHrToken: {
    callers: 'provider-admin',
    body: (records) => ({ userId: records.manager, reason: 'Checking a support ticket' }),
  },
  deleteUser: { callers: 'manager-admin', params: { id: 'manager' } },
  fetchRareUsers: { callers: 'organization-scoped' },
  fetchCandidateProfile: { callers: 'any-signed-in' },
  updateCandidateProfile: { callers: 'any-signed-in', body: () => ({}) },
  listSortPreferences: { callers: 'any-signed-in' },
  saveSortPreference: {
    callers: 'any-signed-in',
    params: { listKey: { value: 'live-roles' } },
    body: () => ({ sortBy: 'title', orderBy: 'asc' }),
  },
  listListColumns: { callers: 'organization-scoped' },
  saveListColumns: {
    callers: 'organization-scoped',
    params: { listKey: { value: 'search' } },
    body: () => ({ columns: ['name'] }),
  },
  listSavedSearches: { callers: 'organization-scoped' },
  createSavedSearch: {
    callers: 'organization-scoped',
    body: (records) => ({
      name: 'Finalists',
      listKey: 'role-candidates',
      roleId: records.role,
      query: 'tab=all',
    }),
  },
  updateSavedSearch: {
    callers: 'record-owner',
    params: { id: 'savedSearch' },
    body: () => ({ name: 'Renamed', query: 'tab=all' }),
  },
  deleteSavedSearch: { callers: 'record-owner', params: { id: 'savedSearch' } },

  // Interviewers' calendars (issue 34): a manager's own connection; a manager admin's, anyone's of theirs.
  listCalendarConnections: { callers: 'organization-scoped' },
  saveCalendarConnection: {
    callers: 'organization-scoped',
    body: () => ({
      provider: 'caldav',
      calendarUrl: 'https://dav.example.com/me/interviews/',
      username: 'me',
      password: 'dav-password',
    }),
  },
  getCalendarConnection: { callers: 'manager', params: { id: 'calendarConnection' } },
  deleteCalendarConnection: { callers: 'record-owner', params: { id: 'calendarConnection' } },
  testCalendarConnection: { callers: 'record-owner', params: { id: 'calendarConnection' } },
  // The caller names the interviewers: an address of no organisation's, so no Hartwell text is echoed.
  readCalendarBusy: {
    callers: 'organization-scoped',
    query: () => ({ emails: 'panel@outside.test', from: '1893916800', to: '1894003200' }),
  },

  // A candidate's applications.
  listOwnApplications: { callers: 'any-signed-in' },
  exportOwnData: { callers: 'any-signed-in' },
  loadExternalApplication: { callers: 'candidate' },
  fetchCandidate: { callers: 'manager-or-candidate-own' },
  saveCandidate: { callers: 'candidate-own', query: () => ({ maxSteps: '5' }), body: () => ({}) },
  submitCandidate: { callers: 'candidate-own', body: () => ({}) },
  withdrawCandidate: { callers: 'candidate-own', body: () => ({}) },
  deleteCandidate: { callers: 'manager-or-candidate-own' },
  undoCandidateChange: { callers: 'manager' },
  migrateCandidate: { callers: 'manager-or-candidate-own', body: (records) => ({ roleId: records.role }) },
  fetchCurrentInterview: { callers: 'manager-or-candidate-own', params: { x: { value: 'SCHEDULER' } } },
  addCandidateToEvent: { callers: 'manager-or-candidate-own' },
  listCandidateSessions: { callers: 'manager-or-candidate-own' },
  fetchCandidateSession: { callers: 'manager-or-candidate-own' },
  fetchCandidateSessionByPost: { callers: 'manager-or-candidate-own' },
  cancelCandidateSession: { callers: 'manager-or-candidate-own' },
  startCandidateDocusign: {
    callers: 'candidate-own',
    body: () => ({ envelopeId: 'envelope-1', status: 'completed' }),
  },
  uploadCandidateCv: { callers: 'candidate-own', form: {} },
  uploadCandidateFile: {
    callers: 'candidate-own',
    params: { kind: { value: 'OTHER' } },
    form: {},
  },
  downloadCandidateFile: { callers: 'manager-or-candidate-own', body: () => ({ filename: 'reference.pdf' }) },
  downloadCandidatePhoto: { callers: 'manager-or-candidate-own' },

  // The pipeline: one application.
  moveCandidateToStage: { callers: 'manager', body: () => ({ message: { send: false } }) },
  moveCandidateToOrganizationStage: { callers: 'manager', body: () => ({ message: { send: false } }) },
  moveApplicationToStage: { callers: 'manager', body: () => ({ dateApplied: '2026-11-23' }) },
  assignCandidate: { callers: 'manager' },
  unassignCandidate: { callers: 'manager' },
  copyCandidate: { callers: 'manager' },
  fetchCandidateHistory: { callers: 'manager' },
  undoCandidateMove: { callers: 'manager' },
  fastTrackCandidates: { callers: 'manager', body: (records) => ({ ids: [application(records)] }) },
  moveCandidatesInBulk: {
    callers: 'manager',
    body: (records) => ({
      ids: [records.application],
      substageId: records.subStage,
      stageId: records.stage,
      roleId: records.role,
    }),
  },

  // The organisation's candidate record.
  fetchOrganizationCandidate: { callers: 'manager' },
  fetchCandidateContacts: { callers: 'manager', params: { channel: { value: 'ALL' } } },
  fetchCandidateReplies: { callers: 'manager' },
  updateCandidateAdjustment: { callers: 'manager', body: () => ({ adjustment: 'Extra time' }) },
  matchCandidate: { callers: 'manager' },
  unmatchCandidate: { callers: 'manager' },
  updateOrganizationCandidate: { callers: 'manager', body: () => ({ firstName: 'Changed' }) },
  revealCandidate: { callers: 'manager-admin', body: () => ({ reason: 'Checking a conflict of interest.' }) },
  uploadCandidateDocument: { callers: 'manager', form: pdfForm },
  uploadCandidateDocumentOfKind: { callers: 'manager', params: { kind: { value: 'OTHER' } }, form: {} },
  deleteCandidateDocument: { callers: 'manager' },
  setCandidateDocumentType: { callers: 'manager', params: { type: { value: 'CV' } } },
  downloadCandidateDocument: { callers: 'manager' },
  requestCandidateDocumentDownload: { callers: 'manager' },
  listCandidateNotes: { callers: 'manager' },
  addCandidateNote: { callers: 'manager', body: () => note },
  updateCandidateComment: { callers: 'manager', body: () => note },
  updateCandidateNote: { callers: 'manager', body: () => note },
  deleteCandidateNote: { callers: 'manager' },
  fetchCandidateScore: { callers: 'manager' },
  // Issue 33: a stage's scores are a manager admin's decision; the interviewers' own are scorecards.
  saveCandidateScore: { callers: 'manager-admin', body: () => ({ score: 1, totalScore: 2 }) },
  saveCandidateStageScores: {
    callers: 'manager-admin',
    body: () => [{ key: 'commercialAwareness', value: 3 }],
  },
  // Screening (issue 13): the organisation's queue, a decision on its application, outside reviewers.
  listScreeningQueue: { callers: 'manager' },
  decideScreening: { callers: 'manager', body: () => ({ decision: 'hold' }) },
  inviteReviewers: {
    callers: 'manager',
    body: (records) => ({ emails: ['reviewer@hartwell.test'], candidateIds: [records.application] }),
  },

  // Searches and bulk actions over the caller's own organisation.
  searchCandidates: {
    callers: 'manager',
    params: { kind: { value: 'candidate' }, id: 'role' },
    body: filterOfRole,
  },
  searchProfiles: {
    callers: 'organization-scoped',
    query: (records) => ({ searchTerm: records.applicant.lastName }),
  },
  searchRoleCandidates: {
    callers: 'manager',
    query: (records) => ({ searchTerm: records.applicant.lastName }),
  },
  fetchPipelineCounts: { callers: 'manager' },
  fetchStageCounts: { callers: 'manager' },
  exportCandidatesCsv: { callers: 'manager', params: { id: 'role' }, body: filterOfRole },
  exportAllCandidatesCsv: { callers: 'organization-scoped', body: filterOfRole },
  moveCandidatesByFilter: { callers: 'organization-scoped', body: filterOfRole },
  fastTrackCandidatesByFilter: { callers: 'organization-scoped', body: filterOfRole },
  assignCandidatesByFilter: { callers: 'manager', body: filterOfRole },

  // Groups.
  listGroups: { callers: 'organization-scoped' },
  createGroup: { callers: 'organization-scoped', body: () => ({ name: 'Northwind finalists' }) },
  addCandidatesToGroupByFilter: { callers: 'manager', params: { id: 'group' }, body: filterOfRole },
  renameGroup: { callers: 'manager', params: { id: 'group' }, body: () => ({ name: 'Changed' }) },
  deleteGroup: { callers: 'manager', params: { id: 'group' } },
  removeCandidatesFromGroup: { callers: 'manager', params: { id: 'group' }, body: filterOfRole },
  refreshGroup: { callers: 'manager', params: { id: 'group' } },

  // Messaging: templates and messages to candidates.
  listMessageTemplates: { callers: 'organization-scoped' },
  saveMessageTemplate: {
    callers: 'organization-scoped',
    params: { key: { value: 'rejected' }, channel: { value: 'EMAIL' } },
    body: () => ({ subject: 'An update', body: 'Hello {{ candidate.firstName }}' }),
  },
  resetMessageTemplate: {
    callers: 'organization-scoped',
    params: { key: { value: 'rejected' }, channel: { value: 'EMAIL' } },
  },
  previewMessageTemplate: {
    callers: 'organization-scoped',
    params: { key: { value: 'rejected' }, channel: { value: 'EMAIL' } },
    body: (records) => ({ subject: 'An update', body: 'Hello', candidateId: records.application }),
  },
  // Issue 32: message policies per stage, rejection reasons, and what a move will send.
  listStageMessagePolicies: { callers: 'manager' },
  saveStageMessagePolicy: { callers: 'manager-admin', body: () => silentPolicy },
  resetStageMessagePolicy: { callers: 'manager-admin' },
  saveSubStageMessagePolicy: { callers: 'manager-admin', body: () => silentPolicy },
  resetSubStageMessagePolicy: { callers: 'manager-admin' },
  listRejectionReasons: { callers: 'manager' },
  addRejectionReason: { callers: 'manager-admin', body: () => ({ name: 'Northwind reason' }) },
  updateRejectionReason: {
    callers: 'manager-admin',
    params: { reasonId: { value: 'other' } },
    body: () => ({ retired: true }),
  },
  // Issue 34: meeting hours, the organisation's (manager admins set) and an interviewer's (their own).
  getOrganizationMeetingHours: { callers: 'manager' },
  saveOrganizationMeetingHours: { callers: 'manager-admin', body: () => ({ meetingHours: null }) },
  getInterviewerMeetingHours: { callers: 'manager', params: { email: { value: 'hm@hartwell.test' } } },
  saveInterviewerMeetingHours: {
    callers: 'manager',
    params: { email: { value: 'hm@hartwell.test' } },
    body: () => ({ meetingHours: null }),
  },
  previewStageMove: {
    callers: 'manager',
    body: (records) => ({ stageId: records.stage, ids: [records.application] }),
  },
  // Issue 33: blind marking of application answers.
  fetchRoleMarking: { callers: 'manager' },
  createMarkingRound: { callers: 'manager-admin', body: markingRoundOf },
  updateMarkingRound: { callers: 'manager-admin', params: { roundId: 'markingRound' }, body: markingRoundOf },
  startMarkingRound: { callers: 'manager-admin', params: { roundId: 'markingRound' } },
  fetchMarkingResults: { callers: 'manager-admin', params: { roundId: 'markingRound' } },
  listMyMarking: { callers: 'manager' },
  fetchMyMarkingQuestion: { callers: 'manager', params: { roundId: 'markingRound' } },
  submitMark: {
    callers: 'manager',
    params: { roundId: 'markingRound', reference: 'markingAnswer' },
    body: () => ({ mark: 3 }),
  },
  // Issue 33: assessment-centre days; the set-up and rota are manager admins', reading any manager's.
  listRoleAssessmentCentres: { callers: 'manager', params: { roleId: 'role' } },
  createAssessmentCentre: {
    callers: 'manager-admin',
    params: { roleId: 'role' },
    body: () => ({
      name: 'Northwind day',
      stageId: 9,
      day: '2030-03-12',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
    }),
  },
  getAssessmentCentre: { callers: 'manager', params: { centreId: 'assessmentCentre' } },
  saveAssessmentCentreSetup: {
    callers: 'manager-admin',
    params: { centreId: 'assessmentCentre' },
    body: () => ({
      name: 'Northwind day',
      day: '2030-03-12',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
      rooms: ['Room 1'],
      exercises: [
        {
          kind: 'interview',
          name: 'Interview',
          minutes: 30,
          candidatesPerSession: 1,
          assessorsPerSession: 1,
          rooms: ['Room 1'],
        },
      ],
      candidateIds: [],
      assessors: [],
    }),
  },
  generateAssessmentCentreRota: { callers: 'manager-admin', params: { centreId: 'assessmentCentre' } },
  moveInAssessmentCentreRota: {
    callers: 'manager-admin',
    params: { centreId: 'assessmentCentre' },
    body: () => ({ kind: 'candidate', candidateId: 1, fromSessionId: 1, toSessionId: 2 }),
  },
  previewAssessmentCentrePublish: { callers: 'manager-admin', params: { centreId: 'assessmentCentre' } },
  publishAssessmentCentre: { callers: 'manager-admin', params: { centreId: 'assessmentCentre' } },
  // Issue 33's wash-up: any manager reads the matrix and decides; the fairness evidence is for manager admins.
  getWashUp: { callers: 'manager', query: (records) => ({ stageId: String(records.stage) }) },
  decideAtWashUp: {
    callers: 'manager',
    body: (records) => ({
      candidateId: records.application,
      stageId: records.stage,
      decision: 'hold',
      reason: 'Waiting for the partner interview.',
      previousDecisionId: null,
    }),
  },
  getFairnessEvidence: { callers: 'manager-admin' },
  // Issue 33: competencies, interview kits and independent scorecards.
  listCompetencies: { callers: 'manager' },
  addCompetency: {
    callers: 'manager-admin',
    body: () => ({ name: 'Northwind competency', guide: { '1': 'Weak', '3': 'Sound', '5': 'Outstanding' } }),
  },
  updateCompetency: {
    callers: 'manager-admin',
    params: { competencyId: 'competency' },
    body: () => ({ retired: true }),
  },
  reorderCompetencies: { callers: 'manager-admin', body: (records) => ({ ids: [records.competency] }) },
  listRoleKits: { callers: 'manager' },
  addRoleKit: { callers: 'manager', body: (records) => ({ stageId: records.stage, name: 'Northwind kit' }) },
  updateRoleKit: {
    callers: 'manager',
    params: { kitId: 'kit' },
    body: (records) => ({ stageId: records.stage, name: 'Northwind kit' }),
  },
  deleteRoleKit: { callers: 'manager', params: { kitId: 'kit' } },
  fetchCandidateScorecards: { callers: 'manager', params: { cid: 'application' } },
  requestScorecards: {
    callers: 'manager',
    body: (records) => ({ stageId: records.stage, assessors: [{ userId: records.manager }] }),
  },
  saveOwnScorecard: {
    callers: 'manager',
    body: (records) => ({
      stageId: records.stage,
      ratings: [{ competencyId: records.competency, rating: 2 }],
    }),
  },
  fetchScorecardHistory: { callers: 'manager', params: { scorecardId: 'scorecard' } },
  sendCandidateMessages: {
    callers: 'organization-scoped',
    body: (records) => ({ channel: 'EMAIL', subject: 'Hello', body: 'Hello', filter: filterOfRole(records) }),
  },

  // Roles.
  listRoles: { callers: 'organization-scoped' },
  createRole: {
    callers: 'organization-scoped',
    body: (records) => ({
      name: 'Analyst 2027',
      roleType: 'APPRENTICESHIP',
      organizationId: records.organization,
    }),
  },
  fetchRole: { callers: 'manager', params: { id: 'role' } },
  updateRole: { callers: 'manager', params: { id: 'role' }, body: () => ({ name: 'Changed' }) },
  copyRole: { callers: 'manager', params: { id: 'role' } },

  // Form templates.
  listFormTemplates: { callers: 'organization-scoped' },
  createFormTemplate: {
    callers: 'organization-scoped',
    body: () => ({ name: 'Northwind form', formConfiguration: {} }),
  },
  updateFormTemplate: {
    callers: 'manager',
    params: { id: 'formTemplate' },
    body: () => ({ name: 'Changed', formConfiguration: {} }),
  },
  deleteFormTemplate: { callers: 'manager', params: { id: 'formTemplate' } },

  // Events.
  listEvents: { callers: 'organization-scoped', query: organizationQuery },
  createEvent: {
    callers: 'organization-scoped',
    body: (records) => ({
      name: 'Mock interview clinic',
      eventType: 'mock interview',
      eventStartDate: 1_900_000_000,
      eventEndDate: 1_900_007_200,
      organizationId: records.organization,
    }),
  },
  updateEvent: { callers: 'manager', params: { id: 'event' }, body: () => ({ name: 'Changed' }) },
  listEventRegistrations: { callers: 'manager', params: { id: 'event' } },
  markEventAttendance: {
    callers: 'manager',
    params: { id: 'event' },
    body: (records) => ({ registrationId: records.registration, attendance: 'ATTENDED' }),
  },
  copyEvent: { callers: 'manager', params: { id: 'event' } },
  removeEventRegistration: { callers: 'manager', params: { id: 'event', registrationId: 'registration' } },
  exportEventRegistrations: { callers: 'manager', params: { id: 'event' } },
  messageEventRegistrants: {
    callers: 'manager',
    params: { id: 'event' },
    body: (records) => ({ registrationIds: [records.registration], message: 'Doors open at six.' }),
  },
  scanEventCheckIn: { callers: 'manager', params: { id: 'event' }, body: () => ({ code: 'not-a-code' }) },

  // Scheduling and assessments.
  listSchedules: { callers: 'organization-scoped', query: organizationQuery },
  createSchedule: {
    callers: 'organization-scoped',
    body: scheduleOfRole,
  },
  previewScheduleInvitation: {
    callers: 'organization-scoped',
    body: (records: HartwellRecords) => ({
      organizationId: records.organization,
      roleId: records.role,
      stageId: 7,
      name: 'Second round',
      deadlineDays: 5,
    }),
  },
  fetchSchedule: { callers: 'manager', params: { id: 'schedule' } },
  inviteToSchedule: {
    callers: 'manager',
    params: { id: 'schedule' },
    body: (records) => ({ candidateIds: [records.application] }),
  },
  addScheduleSlots: {
    callers: 'manager',
    params: { id: 'schedule' },
    body: () => ({ windows: scheduleWindows }),
  },
  updateScheduleSlot: {
    callers: 'manager',
    params: { id: 'schedule', slotId: { value: '1' } },
    body: () => ({ interviewerEmails: ['partner@hartwell.test'] }),
  },
  removeScheduleSlot: { callers: 'manager', params: { id: 'schedule', slotId: { value: '1' } } },
  closeSchedule: { callers: 'manager', params: { id: 'schedule' } },
  bookForCandidate: {
    callers: 'manager',
    params: { id: 'schedule', invitationId: { value: '1' } },
    body: () => ({ slotId: 1 }),
  },
  cancelBooking: { callers: 'manager', params: { id: 'schedule', invitationId: { value: '1' } } },
  cancelScheduleInvitation: { callers: 'manager', params: { id: 'schedule', invitationId: { value: '1' } } },
  remindScheduleInvitation: { callers: 'manager', params: { id: 'schedule', invitationId: { value: '1' } } },
  listAssessmentTypes: { callers: 'organization-scoped', query: organizationQuery },
  inviteToAssessment: {
    callers: 'manager',
    params: { type: { value: 'APTITUDE_ONE' } },
    query: organizationQuery,
    body: (records) => ({ candidateIds: [records.application] }),
  },
  checkAssessmentEligibility: {
    callers: 'organization-scoped',
    params: { type: { value: 'APTITUDE_ONE' } },
    body: (records) => ({ ids: [records.application] }),
  },
  fetchAssessmentCode: { callers: 'manager' },
  recordAssessmentResult: { callers: 'manager', body: () => ({ resultStage: 'PENDING' }) },

  // Organisations.
  listOrganizations: { callers: 'provider-admin' },
  listAllOrganizations: { callers: 'provider-admin' },
  createOrganization: {
    callers: 'provider-admin',
    body: () => ({ name: 'Larkspur Legal LLP', sector: { id: 1 }, tier: 'TIER_1', subdomain: 'larkspur' }),
  },
  fetchOrganization: { callers: 'manager', params: { id: 'organization' } },
  updateOrganization: {
    callers: 'manager-admin',
    params: { id: 'organization' },
    body: () => ({ name: 'Changed' }),
  },
  fetchAdminReport: { callers: 'provider-admin', params: { id: 'organization' } },
  fetchProviderOverview: { callers: 'provider-admin' },
  checkSubdomain: { callers: 'provider-admin', query: () => ({ label: 'larkspur' }) },
  listOrganizationUsers: { callers: 'manager', params: { id: 'organization' } },
  addOrganizationUser: {
    callers: 'manager-admin',
    params: { id: 'organization' },
    body: () => ({
      email: 'new.manager@hartwell.test',
      firstName: 'New',
      lastName: 'Manager',
      userType: 'HIRING_MANAGER',
    }),
  },
  updateOrganizationUser: {
    callers: 'manager-admin',
    params: { id: 'organization' },
    body: () => ({ firstName: 'Changed' }),
  },
  sendOrganizationUserPasswordReset: {
    callers: 'manager-admin',
    params: { id: 'organization', userId: 'manager' },
  },
  listOrganizationContacts: { callers: 'manager', params: { id: 'organization' } },
  addOrganizationContact: {
    callers: 'manager',
    params: { id: 'organization' },
    body: () => ({ name: 'New Contact', email: 'new.contact@example.com' }),
  },
  updateOrganizationContact: {
    callers: 'manager',
    params: { id: 'organization' },
    body: () => ({ name: 'Changed', email: 'changed@example.com' }),
  },
  removeOrganizationContact: { callers: 'manager', params: { id: 'organization' } },
  listOrganizationStages: { callers: 'manager' },
  fetchOrganizationSettings: { callers: 'manager', params: { id: 'organization' } },
  saveOrganizationSettings: {
    callers: 'manager-admin',
    params: { id: 'organization' },
    body: () => ({
      reviewEmailDomains: ['example.com'],
      sessionTimeout: 30,
      enabledTests: [],
      timezones: [],
      roleTypes: [],
      gtmId: null,
      gtmScriptUrl: null,
      pixelUrl: null,
      facebookPixelId: null,
      contactEmail: null,
      contactPhone: null,
      contactText: null,
      blindReviewStageIds: [],
      brandColour: null,
      logoUrl: null,
    }),
  },
  saveOrganizationMetrics: {
    callers: 'manager-admin',
    params: { id: 'organization' },
    body: () => ({ metrics: [{ key: 'changed', label: 'Changed', metricType: 'number' }] }),
  },
  saveSubStages: {
    callers: 'manager-admin',
    body: (records) => ({ subStages: [{ id: records.subStage, code: 'changed', isDefault: true }] }),
  },
  fetchOrganizationReferenceData: {
    callers: 'manager',
    params: { id: 'organization', type: { value: 'DEPARTMENT' } },
  },
  searchOrganizationUniversities: {
    callers: 'manager',
    params: { id: 'organization' },
    query: () => ({ term: 'man' }),
  },
  fetchReport: { callers: 'organization-scoped', params: { kind: { value: 'DIVERSITY' } } },
  createReportShare: {
    callers: 'manager-admin',
    body: () => ({ kind: 'SCHOOL', query: { range: 'ALL_TIME', type: 'SNAPSHOT' } }),
  },
  fetchReportShares: { callers: 'manager-admin' },
  revokeReportShare: { callers: 'manager-admin', params: { id: 'reportShare' } },

  // Reference data shared by everyone, and the provider's lists.
  fetchReferenceData: { callers: 'any-signed-in', params: { type: { value: 'COUNTRY' } } },
  createReferenceItem: {
    callers: 'provider-admin',
    params: { type: { value: 'SECTOR' } },
    body: () => ({ value: 'new-sector', label: 'New sector' }),
  },
  fetchDegrees: { callers: 'any-signed-in' },
  listAdminReferenceItems: { callers: 'provider-admin', params: { type: { value: 'GENDER' } } },
  updateReferenceItem: {
    callers: 'provider-admin',
    params: { id: { value: '1' } },
    body: () => ({ value: 'gb', label: 'United Kingdom', attributes: { code: 'GB' } }),
  },
  setReferenceItemRetirement: {
    callers: 'provider-admin',
    params: { id: { value: '1' } },
    body: () => ({ retired: false }),
  },
  // The provider's translation files and audit log.
  previewTranslationFile: { callers: 'provider-admin', body: () => ({ csv: 'phrase,cy\nRoles,Rolau\n' }) },
  uploadTranslationFile: { callers: 'provider-admin', body: () => ({ csv: 'phrase,xx\nRoles,Roles\n' }) },
  searchAuditLog: { callers: 'provider-admin' },
  listAuditActions: { callers: 'provider-admin' },
  exportAuditLog: { callers: 'provider-admin' },
  fetchGradeSystems: { callers: 'any-signed-in' },
  fetchSchoolQualificationTypes: { callers: 'any-signed-in' },
  fetchSubjects: { callers: 'any-signed-in' },
  searchModules: { callers: 'any-signed-in' },
  searchSchools: { callers: 'any-signed-in', query: () => ({ term: 'king' }) },
};

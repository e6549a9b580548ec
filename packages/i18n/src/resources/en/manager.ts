import { reportDateRangeLabels } from '@shortlist/domain/constants';
import type { AssessmentResultStage, CandidateCodeStage, ReportKind } from '@shortlist/domain/enums';
import type { SlotState } from '@shortlist/domain/format';
import { slotStates } from '@shortlist/domain/format';
import type { RoleStatus } from '@shortlist/domain/schemas';
import type { StageId, StatusCellMark } from '@shortlist/domain/stages';
import { stageNames } from '@shortlist/domain/stages';

// Wording of the manager console: stages, candidate lists, the scheduling wizard and reports.

function buildStageNames(): Record<`${StageId}`, string> {
  const entries = Object.entries(stageNames).map(([id, name]) => [id, name]);
  return Object.fromEntries(entries) as Record<`${StageId}`, string>;
}

function buildSlotStates(): { readonly [State in SlotState]: State } {
  return Object.fromEntries(slotStates.map((state) => [state, state])) as { [State in SlotState]: State };
}

export const manager = {
  navigation: {
    roles: 'Roles',
    candidates: 'Candidates',
    search: 'Search',
    events: 'Events',
    reports: 'Reports',
    settings: 'Settings',
  },
  // The roles list (/manager/roles): one table row per role of the organisation.
  roles: {
    title: 'Roles',
    caption: "Your organisation's roles with their applicants and pipeline counts by stage group",
    sortHint: 'Select a column heading to sort the table by it.',
    count_one: '{{count}} role',
    count_other: '{{count}} roles',
    columns: {
      name: 'Role',
      status: 'Status',
      deadline: 'Deadline',
      applicants: 'Applicants',
      submitted: 'Submitted',
      applied: 'Applied',
      screening: 'Screening',
      interview: 'Interview',
      offer: 'Offer',
    },
    status: {
      DRAFT: 'Draft',
      LIVE: 'Live',
      CLOSED: 'Closed',
      ARCHIVED: 'Archived',
    } satisfies Record<RoleStatus, string>,
    noDeadline: 'None',
    empty: 'No roles yet',
    emptyText: 'Roles your organisation creates appear here with their applicants.',
    loadFailed: 'The roles could not be loaded',
  },
  /** Stage names by stage id, e.g. `t('manager:stages.16')`. */
  stages: buildStageNames(),
  codeStage: {
    PENDING: 'Pending',
    INVITED: 'Invited',
    SCHEDULED: 'Scheduled',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    ERROR: 'Error',
  } satisfies Record<CandidateCodeStage | AssessmentResultStage, string>,
  // Decision: the cross, tick and dash of a stage's status column carry these names for screen readers.
  statusCell: {
    cross: 'Pending or failed',
    tick: 'Completed',
    dash: 'Not started',
  } satisfies Record<StatusCellMark, string>,
  candidateList: {
    tabs: {
      appliedPending: 'Applied: pending',
      appliedCompleted: 'Applied: completed',
    },
    empty: 'No candidates at this stage.',
    selectAll: 'Select all',
    bulkActions: 'Bulk actions',
    moveToStage: 'Move to stage',
    exportCsv: 'Export CSV',
  },
  // The candidate record (/manager/candidate/{id}): read-only for now; issue 13 adds scores, notes and moves.
  record: {
    title: 'Candidate',
    backToList: 'Back to the list',
    loadFailed: 'The candidate could not be loaded',
    notFound: 'Candidate not found',
    notFoundText: 'This candidate does not exist, or belongs to another organisation.',
    anonymised: 'Anonymised candidate',
    facts: {
      label: 'Application',
      email: 'Email',
      role: 'Role',
      stage: 'Stage',
      status: 'Status',
      appliedAt: 'Applied',
      assignee: 'Assignee',
      candidateId: 'Candidate ID',
    },
    notApplied: 'Not yet',
    unassigned: 'Unassigned',
    noRole: 'No role',
    profile: {
      title: 'Profile',
      universities: 'Universities',
      schools: 'Schools',
      university: 'University',
      level: 'Level',
      course: 'Course',
      result: 'Result',
      years: 'Years',
      school: 'School',
      schoolType: 'Type',
      noUniversities: 'No university given.',
      noSchools: 'No school given.',
      rightToWork: 'Right to work',
      citizen: 'Citizen',
      permit: 'Permit',
      yes: 'Yes',
      no: 'No',
      notGiven: 'Not given',
    },
    history: {
      title: 'Stage history',
      empty: 'No stage moves recorded yet.',
      loadFailed: 'The stage history could not be loaded',
      entered: 'Entered {{to}}',
      moved: '{{from}} → {{to}}',
      by: 'by {{name}}',
      bySystem: 'by Shortlist',
      reasons: {
        applied: 'Application submitted',
        move: 'Moved',
        bulk: 'Bulk move',
        'fast-track': 'Fast-tracked',
        undo: 'Move undone',
        invitation: 'Invited',
        'assessment-result': 'Assessment result',
        booking: 'Interview booked',
        recorded: 'Application recorded',
        copy: 'Copied from another role',
        migrate: 'Moved with a role change',
      },
    },
    notes: {
      title: 'Notes',
      empty: 'No notes yet.',
      loadFailed: 'The notes could not be loaded',
      kinds: { note: 'Note', comment: 'Comment' },
      outsideReviewer: '{{name}} (outside reviewer)',
      unknownAuthor: 'Former user',
      edited: 'edited',
    },
  },
  candidate: {
    notes: 'Notes',
    addNote: 'Add note',
    score: 'Score',
    scores: 'Scores',
    documents: 'Documents',
    history: 'History',
  },
  scheduling: {
    title: 'Schedule interviews',
    // The five wizard steps of §2, in order, keyed by their step ids.
    steps: {
      structure: 'Select role & stage',
      slot: 'Define time slots',
      calendar: 'Add availability',
      slotlist: 'Review & confirm',
      invitation: 'Create Invitation',
    },
    slotState: buildSlotStates(),
    deadline: 'Invitation deadline',
    interviewers: 'Interviewers',
    preview: 'Candidate preview',
  },
  reports: {
    title: 'Reports',
    dateRange: reportDateRangeLabels,
    kinds: {
      CONTEXTUAL: 'Contextual',
      DIVERSITY: 'Diversity',
      EFFICIENCY: 'Efficiency',
      SCHOOL: 'School',
      UNIVERSITY: 'University',
    } satisfies Record<ReportKind, string>,
  },
} as const;

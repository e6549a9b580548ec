import type { CandidateListItem } from '@shortlist/domain/contract';
import type { CandidateListColumn } from '@shortlist/domain/schemas';
import type { DataTableColumn } from '@shortlist/ui';
import type { TFunction } from 'i18next';
import { formatShortDate } from '../../app/format.ts';
import { AssessmentStateMarks } from '../Assessments/AssessmentStateMarks.tsx';
import { FlagBadges } from './FlagBadges.tsx';
import { listRowName } from './list-row-labels.ts';

// The columns a candidate list can show; the user picks and orders them (kept per user by the API).

/** The API's sort field behind each sortable column. */
export const sortFieldByColumn: Partial<Record<CandidateListColumn, string>> = {
  name: 'lastName',
  stage: 'stage',
  appliedAt: 'appliedAt',
  lastChangeAt: 'lastChangeAt',
  candidateScore: 'candidateScore',
};

export const defaultColumns: Record<'role-candidates' | 'search', readonly CandidateListColumn[]> = {
  'role-candidates': [
    'name',
    'email',
    'subStage',
    'stageState',
    'status',
    'appliedAt',
    'candidateScore',
    'assignee',
  ],
  search: ['name', 'email', 'role', 'stage', 'subStage', 'stageState', 'status', 'lastChangeAt', 'assignee'],
};

type ManagerT = TFunction<['manager', 'common']>;

/** A column's name; the Flags column (issue 13) is worded with the record's panels. */
export function columnHeader(t: ManagerT, column: CandidateListColumn): string {
  return column === 'contextualFlags'
    ? t('manager:recordPanels.list.flagsColumn')
    : t(`manager:candidateList.columns.${column}`);
}

export function buildColumns(t: ManagerT, locale: string): DataTableColumn<CandidateListItem>[] {
  const header = (id: CandidateListColumn) => columnHeader(t, id);
  const date = (seconds: number | null) => (seconds === null ? '' : formatShortDate(seconds, locale));
  const score = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const columns: (DataTableColumn<CandidateListItem> & { id: CandidateListColumn })[] = [
    {
      id: 'name',
      header: header('name'),
      cell: (row) => listRowName(t, row),
      width: '12rem',
    },
    { id: 'email', header: header('email'), cell: (row) => row.email ?? '', width: '15rem' },
    { id: 'id', header: header('id'), cell: (row) => row.id, numeric: true, width: '5rem' },
    { id: 'role', header: header('role'), cell: (row) => row.roleName ?? '', width: '12rem' },
    {
      id: 'stage',
      header: header('stage'),
      cell: (row) => t(`stages.${row.stageId}` as 'stages.1'),
      width: '10rem',
    },
    {
      id: 'subStage',
      header: header('subStage'),
      cell: (row) =>
        row.subStage?.code
          ? t(`candidateList.subStageCodes.${row.subStage.code}` as 'candidateList.subStageCodes.pending')
          : '',
      width: '7rem',
    },
    {
      id: 'stageState',
      header: header('stageState'),
      cell: (row) => <AssessmentStateMarks codeStage={row.stageState} resultStage={row.resultState} />,
      width: '15rem',
    },
    {
      id: 'status',
      header: header('status'),
      cell: (row) => t(`common:candidateStatus.${row.status}` as 'common:candidateStatus.ACTIVE'),
      width: '8rem',
    },
    { id: 'appliedAt', header: header('appliedAt'), cell: (row) => date(row.appliedAt), width: '7rem' },
    {
      id: 'lastChangeAt',
      header: header('lastChangeAt'),
      cell: (row) => date(row.lastChangeAt),
      width: '7rem',
    },
    {
      id: 'candidateScore',
      header: header('candidateScore'),
      cell: (row) => (row.candidateScore === null ? '' : score.format(row.candidateScore)),
      numeric: true,
      width: '5rem',
    },
    {
      id: 'assignee',
      header: header('assignee'),
      cell: (row) =>
        row.assignee ? `${row.assignee.firstName} ${row.assignee.lastName}` : t('candidateList.unassigned'),
      width: '9rem',
    },
    {
      id: 'contextualFlags',
      header: header('contextualFlags'),
      cell: (row) => <FlagBadges flags={row.contextualFlags} />,
      width: '10rem',
    },
  ];
  return columns.map((column) => ({ ...column, sortable: column.id in sortFieldByColumn }));
}

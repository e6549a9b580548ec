import type { CandidateListColumn } from './CandidateList.tsx';

// Generated candidates for stories and tests.
export type CandidateRow = {
  id: string;
  name: string;
  university: string;
  onlineTest: string | null;
  interview: string | null;
};

const firstNames = ['Alex', 'Sam', 'Priya', 'Tom', 'Aisha', 'Jo', 'Wei', 'Maria'];
const universities = ['Leeds', 'Oxford', 'Bristol', 'Edinburgh', 'Manchester'];
const states = ['PENDING', 'COMPLETED', 'ERROR', null] as const;

export function createCandidates(count: number): CandidateRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `c${index + 1}`,
    name: `${firstNames[index % firstNames.length]} Candidate ${index + 1}`,
    university: `University of ${universities[index % universities.length]}`,
    onlineTest: states[index % states.length] ?? null,
    interview: states[(index + 1) % states.length] ?? null,
  }));
}

export const candidateColumns: CandidateListColumn<CandidateRow>[] = [
  { id: 'name', header: 'Name', width: '2fr', kind: 'text', value: (row) => row.name, sortable: true },
  { id: 'university', header: 'University', width: '2fr', kind: 'text', value: (row) => row.university },
  { id: 'onlineTest', header: 'Online test', kind: 'status', value: (row) => row.onlineTest },
  { id: 'interview', header: 'Interview', kind: 'status', value: (row) => row.interview },
];

export const statusLabels = { tick: 'Completed', cross: 'Pending', dash: 'Not started' } as const;

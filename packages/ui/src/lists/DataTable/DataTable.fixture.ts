import type { DataTableColumn } from './DataTable.tsx';

// Generated candidates for the table's stories and tests.
export type PersonRow = { id: string; name: string; university: string; score: number };

const firstNames = ['Alex', 'Sam', 'Priya', 'Tom', 'Aisha', 'Jo', 'Wei', 'Maria'];
const universities = ['Leeds', 'Oxford', 'Bristol', 'Edinburgh', 'Manchester'];

export function createPeople(count: number): PersonRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `${firstNames[index % firstNames.length]} Candidate ${index + 1}`,
    university: `University of ${universities[index % universities.length]}`,
    score: (index * 37) % 100,
  }));
}

export const peopleColumns: DataTableColumn<PersonRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, width: '14rem' },
  { id: 'university', header: 'University', cell: (row) => row.university },
  { id: 'score', header: 'Score', cell: (row) => row.score, numeric: true, sortable: true, width: '6rem' },
];

import type { SearchFilter } from '@shortlist/domain/schemas';
import type { SearchSort } from '../../src/search/query.ts';
import type { Opened } from './engines.ts';

// The five typical searches the benchmark times (issue 18), each as the console would send it.

export interface BenchSearch {
  name: string;
  /** {id} of /search/candidate/{id}: a role, or 0 for every role. */
  roleId: number;
  filter: SearchFilter;
  sort: SearchSort;
}

const day = 24 * 60 * 60;

async function idOf(opened: Opened, query: string): Promise<number> {
  const { rows } = await opened.raw(query, []);
  const id = Number(rows[0]?.id ?? 0);
  if (!id) throw new Error(`nothing found for ${query}`);
  return id;
}

export async function benchSearches(opened: Opened, organizationId: number): Promise<BenchSearch[]> {
  const reference = (type: string, value: string) =>
    idOf(
      opened,
      `select id from reference_items where type = '${type}' and value = '${value}' and organization_id is null`,
    );
  const roleId = await idOf(
    opened,
    `select role_id as id from candidates where organization_id = ${organizationId} group by role_id order by count(*) desc limit 1`,
  );
  const now = Math.floor(Date.now() / 1000);
  return [
    {
      name: 'stage, status and gender, by last name',
      roleId: 0,
      filter: { stageId: 1, filters: { statuses: ['ACTIVE'], gender: [await reference('GENDER', 'woman')] } },
      sort: { sortBy: 'lastName', orderBy: 'asc' },
    },
    {
      name: 'term (a full name)',
      roleId: 0,
      filter: { searchTerm: 'Priya Okoye' },
      sort: { sortBy: 'lastChangeAt', orderBy: 'desc' },
    },
    {
      name: 'diversity (ethnicity), by last name',
      roleId: 0,
      filter: { filters: { ethnicity: [await reference('ETHNICITY', 'black-caribbean')] } },
      sort: { sortBy: 'lastName', orderBy: 'asc' },
    },
    {
      name: 'university group, added in the last 30 days',
      roleId: 0,
      filter: { filters: { universityGroups: ['OXBRIDGE'], dateAdded: { from: now - 30 * day, to: now } } },
      sort: { sortBy: 'lastChangeAt', orderBy: 'desc' },
    },
    {
      name: "a role's stage, by last change",
      roleId,
      filter: { stageId: 2 },
      sort: { sortBy: 'lastChangeAt', orderBy: 'desc' },
    },
  ];
}

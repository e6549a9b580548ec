// The careers list's address keeps its filters and page in the query (?roleType=&department=&page=, as the
// portal writes them): the canonical address keeps only those, non-empty, in one order.

/** The filters the careers list reads from its address (the portal's role-filters.ts). */
export const roleListFilters = ['department', 'location', 'roleLevel', 'roleType'] as const;

/** `?department=x&page=2`, or '' for the first unfiltered page; other parameters are dropped. */
export function canonicalRolesQuery(query: URLSearchParams): string {
  const canonical = new URLSearchParams();
  for (const filter of roleListFilters) {
    const value = query.get(filter)?.trim() ?? '';
    if (value !== '') canonical.set(filter, value);
  }
  const page = query.get('page')?.trim() ?? '';
  if (/^\d{1,6}$/.test(page) && Number(page) > 0) canonical.set('page', String(Number(page)));
  const text = canonical.toString();
  return text === '' ? '' : `?${text}`;
}

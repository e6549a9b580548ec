/** A list's address from its path and query: links to pages and filters that work before scripts run. */
export function addressOf(pathname: string, searchParams: URLSearchParams): string {
  const query = searchParams.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export type FilterOption = { value: string; label: string };

/** The options whose label contains the term, ignoring case; every option for a blank term. */
export function filterOptions(options: readonly FilterOption[], term: string): FilterOption[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

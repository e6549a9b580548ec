export type EthnicityOption = {
  label: string;
  /** Hidden for years after this one (spec §5: "restricted for years after 2015 or 2019"). */
  restrictedAfter?: 2015 | 2019 | null;
};

// Decision: "Other" options are those whose label starts with the word Other (any case), e.g.
// "Other ethnic group" or "Other (please specify)"; "Otherwise" does not qualify.
function isOtherOption(label: string): boolean {
  return /^other\b/i.test(label.trim());
}

const compareLabels = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * A new list sorted alphabetically by label with every 'Other' option last (spec §5); the 'Other' options
 * are themselves alphabetical.
 */
export function sortEthnicities<T extends { label: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    const otherA = isOtherOption(a.label);
    const otherB = isOtherOption(b.label);
    if (otherA !== otherB) return otherA ? 1 : -1;
    return compareLabels(a.label, b.label);
  });
}

/**
 * The options available for a year. Decision: the spec does not say which year (we take the year the
 * answer refers to, e.g. a school-completion year) nor which options; an option carrying restrictedAfter
 * is hidden when the year is later than it, and shown for that year and earlier. An unknown year hides nothing.
 */
export function filterEthnicitiesForYear<T extends EthnicityOption>(
  options: readonly T[],
  year: number | null | undefined,
): T[] {
  if (year === null || year === undefined) return [...options];
  return options.filter((option) => option.restrictedAfter == null || year <= option.restrictedAfter);
}

// Special-category data (ethnicity, health, orientation, religion: the profile's diversity record and the
// application's ethnicity answers) is never in a manager's reply about one person, whatever their role; it
// is counted only in aggregate reports.

/** The profile without its diversity record. */
export function withoutSpecialCategory(profile: Record<string, unknown>): Record<string, unknown> {
  const { diversity: _withheld, ...rest } = profile;
  return rest;
}

/** The application's ethnicity answers as a manager's reply carries them: never. */
export const withheldEthnicity = { ethnicity: null, ethnicityMulti: null, ethnicitySpecify: null } as const;

export type TermsApplication = {
  role?: unknown;
  acceptTermAndConditions?: boolean | null;
  acceptRare?: boolean | null;
};

/**
 * True when the application counts as having agreed to the terms (spec §5).
 * Decision: with a role, "acceptTermAndConditions or acceptRare not equal to false" means EITHER flag
 * not being false is enough (a missing flag is not a refusal); only both explicitly false is not agreed.
 * Without a role, acceptance must be explicit: either flag exactly true.
 */
export function hasAgreedToTerms(application: TermsApplication): boolean {
  const { role, acceptTermAndConditions, acceptRare } = application;
  if (role !== null && role !== undefined) {
    return acceptTermAndConditions !== false || acceptRare !== false;
  }
  return acceptTermAndConditions === true || acceptRare === true;
}

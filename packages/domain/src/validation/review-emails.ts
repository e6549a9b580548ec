export type ReviewEmailDomainOptions = {
  /** Comma-separated allowed domains from configuration; absent means no check. */
  allowedDomainsConfig?: string | null;
  /** Further allowed domains added to the configured ones. */
  extraDomains?: readonly string[] | null;
};

// Decision: entries are trimmed, lower-cased and may carry a leading '@'; matching is exact (a subdomain of
// an allowed domain is not allowed), so 'mail.firm.com' needs its own entry.
function normalizeDomain(domain: string): string {
  return domain.trim().replace(/^@/, '').toLowerCase();
}

/** The domain part of an address, lower-cased; empty when there is no '@'. */
function readEmailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : normalizeDomain(email.slice(at + 1));
}

/**
 * The reviewer emails whose domain is outside the allowed domains (spec §5). The list is invalid when
 * this returns anything. Decision: a blank configuration counts as absent, so nothing is checked.
 */
export function findInvalidReviewEmails(
  emails: readonly string[],
  { allowedDomainsConfig, extraDomains }: ReviewEmailDomainOptions,
): string[] {
  if (allowedDomainsConfig === null || allowedDomainsConfig === undefined) return [];
  if (allowedDomainsConfig.trim() === '') return [];
  const allowed = new Set(
    [...allowedDomainsConfig.split(','), ...(extraDomains ?? [])]
      .map(normalizeDomain)
      .filter((d) => d !== ''),
  );
  return emails.filter((email) => email.trim() !== '' && !allowed.has(readEmailDomain(email.trim())));
}

/** True when no reviewer email falls outside the allowed domains. */
export function areReviewEmailsAllowed(
  emails: readonly string[],
  options: ReviewEmailDomainOptions,
): boolean {
  return findInvalidReviewEmails(emails, options).length === 0;
}

import { hasAgreedToTerms } from '@shortlist/domain/validation';

// The terms rule of §5 as the declarations step applies it.

export type TermsInput = {
  readonly roleId: number | null;
  /** The candidate's tick on the terms box. */
  readonly ticked: boolean;
  /** The consent given elsewhere (the RARE contact consent), as stored. */
  readonly acceptRare: boolean | null;
};

/**
 * True when the application may be submitted as far as the terms go (domain hasAgreedToTerms).
 * Decision: on this form an unticked box is a refusal (false) and an unset RARE consent counts as not
 * given (false), so a candidate who never saw the terms cannot pass as having agreed; a RARE consent
 * given earlier still counts, as the rule says either agreement is enough.
 */
export function mayAgreeToTerms({ roleId, ticked, acceptRare }: TermsInput): boolean {
  return hasAgreedToTerms({
    role: roleId === null ? null : { id: roleId },
    acceptTermAndConditions: ticked,
    acceptRare: acceptRare ?? false,
  });
}

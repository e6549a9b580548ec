import { isAdmin } from '@shortlist/domain/users';
import type { UserRow } from '../shared/auth-context.ts';
import { blindProfile } from './blind-review.ts';
import { withSocialMobilityAsSet } from './review-settings.ts';
import { withoutSpecialCategory } from './special-category.ts';

/** What a manager's reply about one application must leave out. */
export interface RecordPrivacy {
  blind: boolean;
  showSocialMobilityAnswers: boolean;
}

/**
 * The profile as a manager reads it: never the special-category answers, the social-mobility answers only
 * when the organisation shows them, and at a blind stage nothing that names the person's schools or home.
 */
export function managerProfileOf(
  profile: Record<string, unknown>,
  { blind, showSocialMobilityAnswers }: RecordPrivacy,
): Record<string, unknown> {
  const shown = withSocialMobilityAsSet(withoutSpecialCategory(profile), showSocialMobilityAnswers);
  return blind ? blindProfile(shown) : shown;
}

/** The person's contact details withheld during blind review; the rest of the person view stays. */
export function withBlindPerson<Person extends { firstName: unknown; lastName: unknown }>(
  person: Person | null,
  blind: boolean,
): Person | null {
  if (!person || !blind) return person;
  return { ...person, firstName: null, lastName: null, preferredName: null, email: null, mobile: null };
}

/** The record's blindReview part: whether it applies, who revealed it, and whether this viewer may. */
export function blindReviewOf(
  viewer: UserRow,
  blind: boolean,
  revealed: { at: Date | null; byName: string | null },
) {
  return {
    active: blind,
    revealed: revealed.at ? { at: revealed.at.toISOString(), byName: revealed.byName } : null,
    canReveal: blind && isAdmin(viewer),
  };
}

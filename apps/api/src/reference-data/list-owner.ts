import { isOrganizationReferenceDataType } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { invalidInput } from '../shared/failures.ts';

export const referenceItemMessages = {
  organizationRequired: 'Choose the organisation this item belongs to.',
  sharedList: 'This list is shared by every organisation; leave the organisation out.',
  unknownOrganization: 'Choose an existing organisation.',
  duplicateValue: 'This list already has an item with this value.',
} as const;

const organizationFailure = (message: string) =>
  invalidInput(message, [{ field: 'organizationId', message }]);

/**
 * Whose list a type is: organisation lists (DEPARTMENT, ROLE_TYPE, ...) need an existing organisation, shared
 * lists (COUNTRY, GENDER, ...) none. Answers the owner, null for the shared list.
 */
export async function assertListOwner(
  executor: Executor,
  type: string,
  organizationId: number | null | undefined,
): Promise<number | null> {
  const owner = organizationId ?? null;
  const perOrganization = isOrganizationReferenceDataType(type);
  if (perOrganization && owner === null)
    throw organizationFailure(referenceItemMessages.organizationRequired);
  if (!perOrganization && owner !== null) throw organizationFailure(referenceItemMessages.sharedList);
  if (owner !== null) {
    const [found] = await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, owner));
    if (!found) throw organizationFailure(referenceItemMessages.unknownOrganization);
  }
  return owner;
}

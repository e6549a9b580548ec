import type { SectorKind } from '@shortlist/domain/vocabulary';
import { renameRoleTypeLabel } from '@shortlist/domain/vocabulary';
import type { Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';
import { organizationReferenceData } from '../db/seed/reference-data/index.ts';

export interface ReferenceDataOrganization {
  id: number;
  sectorKind: SectorKind;
  /** Domain of the organisation's reply-to addresses (ORGANIZATION_EMAIL), e.g. hartwell.test. */
  emailDomain: string;
}

/**
 * Gives an organisation the reference lists of its sector (departments, locations, role types and
 * levels, reply-to emails); the seed and POST /organization both start organisations this way.
 */
export async function insertOrganizationReferenceData(
  executor: Executor,
  org: ReferenceDataOrganization,
): Promise<void> {
  const items = organizationReferenceData(org.sectorKind).map((item, index) => ({
    ...item,
    value: item.value.replaceAll('{domain}', org.emailDomain),
    label:
      item.type === 'ROLE_TYPE'
        ? renameRoleTypeLabel(item.label, org.sectorKind)
        : item.label.replaceAll('{domain}', org.emailDomain),
    organizationId: org.id,
    sortOrder: index,
  }));
  if (items.length > 0) await executor.insert(referenceItems).values(items);
}

import { isReservedSubdomainLabel } from '@shortlist/domain/brands';
import type { FieldError } from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { isSectorKind } from '@shortlist/domain/vocabulary';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { organizations, referenceItems } from '../db/schema/index.ts';
import { conflict, invalidInput } from '../shared/failures.ts';

export const organizationRuleMessages = {
  subdomainTaken: 'Another organisation already uses this subdomain.',
  clientDomainTaken: 'Another organisation already uses this domain.',
  subdomainReserved: 'This subdomain is reserved for the service; choose another.',
  unknownSector: 'Choose one of the listed sectors.',
  lastManagerAdmin:
    'You are the last admin of this organisation; make another user an admin before changing your own access.',
  deactivateSelf: 'You cannot deactivate your own account; ask another admin.',
} as const;

export function assertSubdomainAllowed(subdomain: string): void {
  if (isReservedSubdomainLabel(subdomain)) {
    throw invalidInput(organizationRuleMessages.subdomainReserved, [
      { field: 'subdomain', message: organizationRuleMessages.subdomainReserved },
    ]);
  }
}

/** The sector's kind (law firm, chambers, company) from the SECTOR reference list the apps pick from. */
export async function sectorKindOf(executor: Executor, sectorId: number): Promise<SectorKind> {
  const [sector] = await executor
    .select({ value: referenceItems.value })
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'SECTOR'),
        isNull(referenceItems.organizationId),
        sql`${referenceItems.attributes}->>'id' = ${String(sectorId)}`,
      ),
    )
    .limit(1);
  if (!sector || !isSectorKind(sector.value)) {
    throw invalidInput(organizationRuleMessages.unknownSector, [
      { field: 'sector.id', message: organizationRuleMessages.unknownSector },
    ]);
  }
  return sector.value;
}

/** Checked first so the caller learns which address is taken; the unique indexes still guard races. */
export async function assertAddressesFree(
  executor: Executor,
  addresses: { subdomain?: string | undefined; clientDomain?: string | null | undefined },
  exceptOrganizationId?: number,
): Promise<void> {
  const others = exceptOrganizationId === undefined ? undefined : ne(organizations.id, exceptOrganizationId);
  const errors: FieldError[] = [];
  if (addresses.subdomain) {
    const [taken] = await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.subdomain, addresses.subdomain), others))
      .limit(1);
    if (taken) errors.push({ field: 'subdomain', message: organizationRuleMessages.subdomainTaken });
  }
  if (addresses.clientDomain) {
    const [taken] = await executor
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.clientDomain, addresses.clientDomain), others))
      .limit(1);
    if (taken) errors.push({ field: 'clientDomain', message: organizationRuleMessages.clientDomainTaken });
  }
  const [first] = errors;
  if (first) throw conflict(first.message, errors);
}

export function rethrowAddressConflict(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  // Drizzle wraps the driver error; both engines name the violated index in `constraint`.
  const detail = error as { constraint?: string; cause?: { constraint?: string } };
  const constraint = detail.constraint ?? detail.cause?.constraint ?? '';
  const field = constraint.includes('client_domain') ? 'clientDomain' : 'subdomain';
  const message =
    field === 'clientDomain'
      ? organizationRuleMessages.clientDomainTaken
      : organizationRuleMessages.subdomainTaken;
  throw conflict(message, [{ field, message }]);
}

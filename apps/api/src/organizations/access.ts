import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import {
  assertCanManageUsers,
  assertCanReadOrganization,
  assertProviderAdmin,
} from '../shared/permissions.ts';
import type { OrganizationRow } from './lookup.ts';

/** Loads an organisation for an actor, checking first that they may see or manage it. */
export function createOrganizationAccess(db: Database) {
  async function findOrganization(executor: Executor, id: number): Promise<OrganizationRow> {
    const [org] = await executor.select().from(organizations).where(eq(organizations.id, id));
    if (!org) throw notFound('The organisation');
    return org;
  }

  return {
    /** ADMIN, or a manager of that organisation; anyone else is told it does not exist. */
    async findReadable(actor: UserRow, id: number) {
      assertCanReadOrganization(actor, id);
      return findOrganization(db, id);
    },

    /** ADMIN, or a manager-admin of that organisation (a plain manager of it gets 403). */
    async findManageable(actor: UserRow, id: number) {
      assertCanManageUsers(actor, id);
      return findOrganization(db, id);
    },

    /** ADMIN only; a manager of another organisation still gets 404 so ids reveal nothing. */
    async findForProvider(actor: UserRow, id: number) {
      assertCanReadOrganization(actor, id);
      assertProviderAdmin(actor);
      return findOrganization(db, id);
    },
  };
}

export type OrganizationAccess = ReturnType<typeof createOrganizationAccess>;

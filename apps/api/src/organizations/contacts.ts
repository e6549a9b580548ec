import type { OrganizationContact } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizationContacts } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import type { OrganizationAccess } from './access.ts';

type ContactRow = typeof organizationContacts.$inferSelect;

/** A contact as the admin console reads it; the stored `position` is the schema's `role`. */
export function toContactView(contact: ContactRow) {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    role: contact.position,
  };
}

/** An organisation's contacts: any reader of the organisation lists them, a manager-admin edits them. */
export function createOrganizationContactService(
  db: Database,
  { findReadable, findManageable }: OrganizationAccess,
) {
  return {
    async listContacts({ user }: AuthContext, id: number) {
      const org = await findReadable(user, id);
      const rows = await db
        .select()
        .from(organizationContacts)
        .where(eq(organizationContacts.organizationId, org.id))
        .orderBy(organizationContacts.name, organizationContacts.id);
      return rows.map(toContactView);
    },

    async addContact({ user }: AuthContext, id: number, input: OrganizationContact) {
      const org = await findManageable(user, id);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(organizationContacts)
          .values({ organizationId: org.id, ...toContactColumns(input) })
          .returning();
        if (!row) throw new Error('the contact insert returned no row');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.contact.created',
          targetType: 'organization-contact',
          targetId: row.id,
        });
        return row;
      });
      return toContactView(created);
    },

    /** Replaces a contact's details; another organisation's contact answers 404. */
    async updateContact({ user }: AuthContext, id: number, contactId: number, input: OrganizationContact) {
      const org = await findManageable(user, id);
      const updated = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(organizationContacts)
          .where(
            and(eq(organizationContacts.id, contactId), eq(organizationContacts.organizationId, org.id)),
          );
        if (!existing) throw notFound('The contact');
        const columns = toContactColumns(input);
        const [row] = await tx
          .update(organizationContacts)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(organizationContacts.id, existing.id))
          .returning();
        if (!row) throw notFound('The contact');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.contact.updated',
          targetType: 'organization-contact',
          targetId: row.id,
          details: {
            fields: (Object.keys(columns) as (keyof typeof columns)[])
              .filter((column) => existing[column] !== row[column])
              .map((column) => (column === 'position' ? 'role' : column)),
          },
        });
        return row;
      });
      return toContactView(updated);
    },

    /** Removes a contact; another organisation's contact answers 404 and nothing changes. */
    async removeContact({ user }: AuthContext, id: number, contactId: number) {
      const org = await findManageable(user, id);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(organizationContacts)
          .where(and(eq(organizationContacts.id, contactId), eq(organizationContacts.organizationId, org.id)))
          .returning({ id: organizationContacts.id });
        if (!removed) throw notFound('The contact');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: org.id,
          action: 'organization.contact.removed',
          targetType: 'organization-contact',
          targetId: removed.id,
        });
      });
    },
  };
}

function toContactColumns(input: OrganizationContact) {
  return { name: input.name, email: input.email, phone: input.phone || null, position: input.role || null };
}

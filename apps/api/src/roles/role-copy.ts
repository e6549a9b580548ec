import { fieldLimits } from '@shortlist/domain/schemas';
import type { Database } from '../db/database.ts';
import { roles } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import type { RoleRow } from './views.ts';

/** The name a copied role starts with, kept within the name's length limit. */
export function copyNameOf(name: string, maxLength = fieldLimits.name): string {
  return `Copy of ${name}`.slice(0, maxLength);
}

interface RoleCopyDeps<View> {
  findManagedRole: (auth: AuthContext, roleId: number) => Promise<RoleRow>;
  view: (role: RoleRow) => Promise<View>;
}

/** POST /roles/{id}/copy: a new draft with the role's form, template and settings, but no applications or dates' history. */
export function createRoleCopyService<View>(db: Database, { findManagedRole, view }: RoleCopyDeps<View>) {
  return {
    async copy(auth: AuthContext, roleId: number): Promise<View> {
      const role = await findManagedRole(auth, roleId);
      const { id: _id, createdAt: _created, updatedAt: _updated, status: _status, ...settings } = role;
      const copied = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({ ...settings, name: copyNameOf(role.name), status: 'DRAFT' })
          .returning();
        if (!row) throw new Error('the role was not copied');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: role.organizationId,
          action: 'role.copied',
          targetType: 'role',
          targetId: row.id,
          details: { from: role.id, name: row.name },
        });
        return row;
      });
      return view(copied);
    },
  };
}

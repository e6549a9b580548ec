import type { FormTemplate, FormTemplateBody } from '@shortlist/domain/schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { formTemplates } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import type { BuilderTemplateService } from './builder-templates.ts';
import type { FormTemplateRow } from './form-template-views.ts';
import { toBuiltIn, toFormTemplate } from './form-template-views.ts';

export const formTemplateMessages = {
  duplicateName: 'Your organisation already has a form template with this name.',
} as const;

// The unique index on lower(name) is the last word; this check turns a taken name into a field message first.
async function assertNameFree(tx: Executor, organizationId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.organizationId, organizationId),
        sql`lower(${formTemplates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(formTemplates.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw duplicateName();
}

const duplicateName = () =>
  invalidInput(formTemplateMessages.duplicateName, [
    { field: 'name', message: formTemplateMessages.duplicateName },
  ]);

/** Two saves of one name at once: the loser meets the unique index and gets the same field message. */
function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw duplicateName();
  throw error;
}

/** Form templates (/api/v1/templates/forms): an organisation's saved application forms and the shipped ones. */
export function createFormTemplateService(db: Database, builderTemplates: BuilderTemplateService) {
  async function findManaged(auth: AuthContext, id: number, executor: Executor = db) {
    const [row] = await executor.select().from(formTemplates).where(eq(formTemplates.id, id)).limit(1);
    if (!row || !canManage(auth.user, row.organizationId)) throw notFound('The form template');
    return row;
  }

  async function audit(tx: Executor, auth: AuthContext, row: FormTemplateRow, action: string) {
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      organizationId: row.organizationId,
      action,
      targetType: 'form-template',
      targetId: row.id,
      details: { name: row.name },
    });
  }

  return {
    /** The organisation's templates by name whatever its case, then the shipped ones by file name. */
    async list(auth: AuthContext, organizationId?: number): Promise<FormTemplate[]> {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      const rows = await db
        .select()
        .from(formTemplates)
        .where(eq(formTemplates.organizationId, scope))
        .orderBy(sql`lower(${formTemplates.name})`, asc(formTemplates.id));
      const shipped = await builderTemplates.all();
      return [
        ...rows.map(toFormTemplate),
        ...shipped.map(({ fileName, content }) => toBuiltIn(fileName, content)),
      ];
    },

    async create(auth: AuthContext, body: FormTemplateBody, organizationId?: number): Promise<FormTemplate> {
      const scope = resolveManagedOrganizationId(auth.user, organizationId);
      return db.transaction(async (tx) => {
        await assertNameFree(tx, scope, body.name);
        const [row] = await tx
          .insert(formTemplates)
          .values({ ...body, organizationId: scope, description: body.description ?? null })
          .returning()
          .catch(rethrowDuplicate);
        if (!row) throw new Error('the form template was not stored');
        await audit(tx, auth, row, 'form-template.created');
        return toFormTemplate(row);
      });
    },

    async update(auth: AuthContext, id: number, body: FormTemplateBody): Promise<FormTemplate> {
      return db.transaction(async (tx) => {
        const existing = await findManaged(auth, id, tx);
        await assertNameFree(tx, existing.organizationId, body.name, existing.id);
        const [row] = await tx
          .update(formTemplates)
          .set({ ...body, description: body.description ?? null, updatedAt: new Date() })
          .where(
            and(eq(formTemplates.id, existing.id), eq(formTemplates.organizationId, existing.organizationId)),
          )
          .returning()
          .catch(rethrowDuplicate);
        if (!row) throw notFound('The form template');
        await audit(tx, auth, row, 'form-template.updated');
        return toFormTemplate(row);
      });
    },

    /** Roles started from the template keep their own copy of the form. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await findManaged(auth, id, tx);
        await tx
          .delete(formTemplates)
          .where(
            and(eq(formTemplates.id, existing.id), eq(formTemplates.organizationId, existing.organizationId)),
          );
        await audit(tx, auth, existing, 'form-template.deleted');
      });
    },
  };
}

export type FormTemplateService = ReturnType<typeof createFormTemplateService>;

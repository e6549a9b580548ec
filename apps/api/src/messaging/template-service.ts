import type { ContactChannel } from '@shortlist/domain/enums';
import type {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateKey,
  MessageTemplatePreview,
  RenderedMessage,
} from '@shortlist/domain/schemas';
import { editableMessageTemplateKeys, messageTemplateKinds } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { messageTemplates } from '../db/schema/index.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { resolveScopeOrganization } from '../search/scope.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertCurrentVersion, nextVersionTime } from '../shared/edit-versions.ts';
import { forbidden } from '../shared/failures.ts';
import { isAdmin } from '../shared/permissions.ts';
import { loadTemplateContext } from './composer.ts';
import { previewMergeData } from './preview-data.ts';
import { checkTemplateTexts } from './template-texts-check.ts';
import { assertEditable, toTemplate } from './template-view.ts';
import { compiledLayout } from './templates/layout.ts';
import { renderMessage } from './templates/render-message.ts';

const ownRow = (organizationId: number, key: string, channel: ContactChannel) =>
  and(
    eq(messageTemplates.organizationId, organizationId),
    eq(messageTemplates.key, key),
    eq(messageTemplates.channel, channel),
  );

/** /templates/messages: the organisation's texts of every message the product sends. */
export function createMessageTemplateService(db: Database) {
  async function adminScope(tx: Executor, auth: AuthContext, request: RequestOrganization) {
    const organizationId = await resolveScopeOrganization(tx, auth.user, request);
    if (!isAdmin(auth.user)) throw forbidden();
    return organizationId;
  }

  return {
    /** Every message and channel (but 'direct'), the organisation's own text or the shipped default. */
    async list(auth: AuthContext, request: RequestOrganization): Promise<MessageTemplate[]> {
      const organizationId = await resolveScopeOrganization(db, auth.user, request);
      const rows = await db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.organizationId, organizationId));
      const own = new Map(rows.map((row) => [`${row.key}/${row.channel}`, row]));
      return editableMessageTemplateKeys.flatMap((key) =>
        messageTemplateKinds[key].channels.map((channel) =>
          toTemplate(key, channel, own.get(`${key}/${channel}`)),
        ),
      );
    },

    /** Saves the organisation's own text once its language, merge fields and (for SMS) characters pass. */
    async save(
      auth: AuthContext,
      request: RequestOrganization,
      key: MessageTemplateKey,
      channel: ContactChannel,
      input: MessageTemplateBody,
      expectedVersion?: string,
    ): Promise<MessageTemplate> {
      return db.transaction(async (tx) => {
        const organizationId = await adminScope(tx, auth, request);
        assertEditable(key, channel);
        const texts = checkTemplateTexts(key, channel, input);
        // Lost updates (issue 31): the organisation's row under a lock (none yet: the default's version).
        const [current] = await tx
          .select({ updatedAt: messageTemplates.updatedAt })
          .from(messageTemplates)
          .where(
            and(
              eq(messageTemplates.organizationId, organizationId),
              eq(messageTemplates.key, key),
              eq(messageTemplates.channel, channel),
            ),
          )
          .for('update');
        assertCurrentVersion(expectedVersion, current?.updatedAt ?? null);
        const values = {
          ...texts,
          updatedByUserId: auth.user.id,
          updatedAt: nextVersionTime(current?.updatedAt ?? null),
        };
        const [row] = await tx
          .insert(messageTemplates)
          .values({ organizationId, key, channel, ...values })
          .onConflictDoUpdate({
            target: [messageTemplates.organizationId, messageTemplates.key, messageTemplates.channel],
            set: values,
          })
          .returning();
        if (!row) throw new Error('the message template was not stored');
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'message-template.saved',
          targetType: 'message-template',
          targetId: `${key}/${channel}`,
        });
        return toTemplate(key, channel, row);
      });
    },

    /** Goes back to the shipped text; resetting a message that has no own text changes nothing. */
    async reset(
      auth: AuthContext,
      request: RequestOrganization,
      key: MessageTemplateKey,
      channel: ContactChannel,
    ) {
      await db.transaction(async (tx) => {
        const organizationId = await adminScope(tx, auth, request);
        assertEditable(key, channel);
        const removed = await tx
          .delete(messageTemplates)
          .where(ownRow(organizationId, key, channel))
          .returning({ id: messageTemplates.id });
        if (removed.length === 0) return;
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'message-template.reset',
          targetType: 'message-template',
          targetId: `${key}/${channel}`,
        });
      });
    },

    /** Unsaved texts merged with a candidate of the organisation (or sample data), in the brand. */
    async preview(
      auth: AuthContext,
      request: RequestOrganization,
      key: MessageTemplateKey,
      channel: ContactChannel,
      input: MessageTemplatePreview,
    ): Promise<RenderedMessage> {
      const organizationId = await resolveScopeOrganization(db, auth.user, request);
      assertEditable(key, channel);
      const texts = checkTemplateTexts(key, channel, input);
      const data = await previewMergeData(db, organizationId, input.candidateId ?? null);
      const context = await loadTemplateContext(db, organizationId, key, channel);
      const merged = { ...data, organization: { name: context.brand.name } };
      const layout = channel === 'EMAIL' ? await compiledLayout() : null;
      const rendered = renderMessage({ ...context, texts }, channel, layout, merged, key);
      return channel === 'SMS' ? { ...rendered, subject: null } : rendered;
    },
  };
}

export type MessageTemplateService = ReturnType<typeof createMessageTemplateService>;

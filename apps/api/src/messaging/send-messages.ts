import type { CandidateMessage, FieldError, MessageSendResult } from '@shortlist/domain/schemas';
import { messagingMessages } from '@shortlist/domain/schemas';
import type { StageId } from '@shortlist/domain/stages';
import { stageNames } from '@shortlist/domain/stages';
import { isValidUkMobile, normalizeUkMobile } from '@shortlist/domain/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Database } from '../db/database.ts';
import { candidates, organizations } from '../db/schema/index.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { resolveCriteria } from '../search/criteria.ts';
import { buildIdQuery } from '../search/query.ts';
import { resolveScopeOrganization } from '../search/scope.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { selectApplicationRecipients } from './application-recipients.ts';
import { loadTemplateContext } from './composer.ts';
import { insertQueuedMessages } from './queued-messages.ts';
import { compiledLayout } from './templates/layout.ts';
import { templateProblem } from './templates/liquid.ts';
import { candidateFields, formatDeadline } from './templates/merge-data.ts';
import { renderMessage } from './templates/render-message.ts';
import type { OutgoingMessage } from './transport.ts';

/** The written texts may use the merge fields of a message written on the spot, and no others. */
function checkWrittenTexts(input: CandidateMessage): void {
  const subject = input.channel === 'EMAIL' ? (input.subject ?? '') : null;
  const errors: FieldError[] = [];
  for (const [field, text] of [
    ['subject', subject],
    ['body', input.body],
  ] as const) {
    const problem = text === null ? null : templateProblem('direct', text);
    if (problem) errors.push({ field, message: problem });
  }
  const [first] = errors;
  if (first) throw invalidInput(first.message, errors);
}

/** POST /messages: one message to every candidate of a selection who can be reached on the channel. */
export function createMessageSendService(db: Database, settings: Pick<Settings, 'publicUrl'>) {
  return {
    async send(
      auth: AuthContext,
      request: RequestOrganization,
      input: CandidateMessage,
    ): Promise<MessageSendResult> {
      checkWrittenTexts(input);
      return db.transaction(async (tx) => {
        const organizationId = await resolveScopeOrganization(tx, auth.user, request);
        await assertSpecialCategoryUse(tx, auth, organizationId, input.filter);
        const selected = await selectRows<{ id: number }>(
          tx,
          buildIdQuery(await resolveCriteria(tx, { organizationId, filter: input.filter })),
        );
        if (selected.length === 0) {
          throw invalidInput(messagingMessages.nobodyToMessage, [
            { field: 'filter', message: messagingMessages.nobodyToMessage },
          ]);
        }
        const rows = await selectApplicationRecipients(
          tx,
          and(
            eq(candidates.organizationId, organizationId),
            isAnyOf(
              candidates.id,
              selected.map((row) => row.id),
            ),
            isNull(candidates.deletedAt),
          ),
        );
        const context = await loadTemplateContext(tx, organizationId, 'direct', input.channel);
        const [host] = await tx
          .select({ subdomain: organizations.subdomain, clientDomain: organizations.clientDomain })
          .from(organizations)
          .where(eq(organizations.id, organizationId));
        const link = buildAppLink(settings, '/applications', host);
        const texts = { subject: input.channel === 'EMAIL' ? (input.subject ?? '') : null, body: input.body };
        const layout = input.channel === 'EMAIL' ? await compiledLayout() : null;
        const skipped = { optedOut: 0, noAddress: 0 };
        const messages: OutgoingMessage[] = [];
        for (const row of rows) {
          const mobile = row.mobile ? normalizeUkMobile(row.mobile) : null;
          const address =
            input.channel === 'EMAIL' ? row.email : mobile && isValidUkMobile(mobile) ? mobile : null;
          if (!row.anonymised && !row.channels.includes(input.channel)) {
            skipped.optedOut += 1;
            continue;
          }
          // Decision: an anonymised person has no address left to write to.
          if (row.anonymised || !address) {
            skipped.noAddress += 1;
            continue;
          }
          const data = {
            candidate: candidateFields(row),
            role: { name: row.roleName },
            organization: { name: context.brand.name },
            stage: { name: stageNames[row.stageId as StageId] ?? '' },
            deadline: row.deadline ? formatDeadline(row.deadline) : '',
            link,
          };
          // Decision: merged names outside GSM are sent as they are; the SMS provider switches encoding.
          const rendered = renderMessage(
            { ...context, texts, fallback: texts },
            input.channel,
            layout,
            data,
            'direct',
          );
          messages.push({
            channel: input.channel,
            recipient: address,
            subject: rendered.subject ?? context.brand.name,
            body: rendered.text,
            html: rendered.html,
            template: input.templateKey ?? 'direct',
            organizationId,
          });
        }
        await insertQueuedMessages(tx, messages);
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId,
          action: 'candidate.messaged',
          targetType: 'candidate',
          targetId: null,
          details: {
            channel: input.channel,
            templateKey: input.templateKey ?? null,
            queued: messages.length,
            skipped,
          },
        });
        return { queued: messages.length, skipped };
      });
    },
  };
}

export type MessageSendService = ReturnType<typeof createMessageSendService>;

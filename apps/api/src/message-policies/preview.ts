import type { StageMovePreview } from '@shortlist/domain/contract';
import type { ContactChannel } from '@shortlist/domain/enums';
import type { StageMovePreviewBody } from '@shortlist/domain/schemas';
import { messagePolicyMessages } from '@shortlist/domain/schemas';
import type { StageMoveTemplateChoice, StageMoveTemplateKey } from '@shortlist/domain/stages';
import { choosableTemplates, messageDueAt, resolveTemplateChoice, stageIds } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { composeMessages } from '../messaging/composer.ts';
import { previewMergeData } from '../messaging/preview-data.ts';
import type { MergeData } from '../messaging/templates/merge-data.ts';
import { planMessages, stageMoveData } from '../pipeline/stage-move-messages.ts';
import { resolveSubStage } from '../pipeline/stage-moves.ts';
import { resolveCriteria } from '../search/criteria.ts';
import { buildIdQuery } from '../search/query.ts';
import { assertSpecialCategoryUse } from '../search/special-category.ts';
import { selectRows } from '../search/sql-parts.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { clock } from '../shared/clock.ts';
import { invalidInput } from '../shared/failures.ts';
import { assertPolicyReader } from './access.ts';
import { loadOrganizationZone } from './organization-zone.ts';
import { effectivePolicy } from './policy-rows.ts';
import { loadRejectionReasons } from './rejection-reasons.ts';

/** A selected candidate and the channels the move's messages could reach them on. */
interface Reachable {
  id: number;
  stage_id: number;
  email: boolean;
  sms: boolean;
}

/**
 * POST /organization/{orgId}/stage-moves/preview: before a move, what it would send to the selection (ids, or
 * the bulk routes' search filter) by the stage's policy or the mover's choice: the templates and channels,
 * when, how many get an email, a text or nothing, what a rejection needs, and the first one's message.
 * Decision: it counts the whole selection; a fast-track later leaves out those already at or past the stage.
 */
export function createStageMovePreviewService(db: Database) {
  async function selectionIds(auth: AuthContext, organizationId: number, body: StageMovePreviewBody) {
    if (body.ids) return body.ids;
    const filter = body.filter ?? {};
    await assertSpecialCategoryUse(db, auth, organizationId, filter);
    const rows = await selectRows<{ id: number }>(
      db,
      buildIdQuery(await resolveCriteria(db, { organizationId, filter })),
    );
    return rows.map((row) => row.id);
  }

  async function sampleOf(
    organizationId: number,
    stageId: number,
    candidate: Reachable,
    channel: ContactChannel,
    choice: StageMoveTemplateChoice,
  ): Promise<NonNullable<StageMovePreview['sample']>> {
    const template = resolveTemplateChoice(choice, candidate.stage_id);
    const person = await previewMergeData(db, organizationId, candidate.id);
    // The stage's merge data as the move itself writes it, so the sample says what the candidate will read.
    // (It reads the candidate as `c`: the status is in the words of their organisation's sector and role.)
    const [stage] = await selectRows<{ data: MergeData }>(
      db,
      sql`select ${stageMoveData(stageId)} as data from candidates c
        where c.organization_id = ${organizationId} and c.id = ${candidate.id}`,
    );
    const data = { candidate: person.candidate, role: person.role, ...stage?.data } as MergeData;
    const [message] = await composeMessages(db, organizationId, template, channel, [{ recipient: '', data }]);
    return {
      candidateId: candidate.id,
      channel,
      template,
      subject: channel === 'EMAIL' ? (message?.subject ?? null) : null,
      body: message?.body ?? '',
    };
  }

  return {
    async preview(
      auth: AuthContext,
      organizationId: number,
      body: StageMovePreviewBody,
    ): Promise<StageMovePreview> {
      assertPolicyReader(auth.user, organizationId);
      const choosable = choosableTemplates(body.stageId);
      if (
        body.message &&
        'template' in body.message &&
        !(choosable as string[]).includes(body.message.template)
      ) {
        const message = messagePolicyMessages.templateOfStage;
        throw invalidInput(message, [{ field: 'message', message }]);
      }
      const target = await resolveSubStage(db, organizationId, body.stageId, body.substageId ?? null);
      const ids = await selectionIds(auth, organizationId, body);
      const selected = await selectRows<Reachable>(
        db,
        sql`select c.id, c.stage_id,
            (not u.anonymised and u.contact_channels ? 'EMAIL') as email,
            (not u.anonymised and u.contact_channels ? 'SMS' and coalesce(u.mobile, '') <> '') as sms
          from candidates c join users u on u.id = c.user_id
          where c.organization_id = ${organizationId}::integer and c.deleted_at is null
            and c.id = any(${sql.param(ids)}::integer[])
          order by c.id`,
      );
      const { policy } = await effectivePolicy(db, organizationId, body.stageId, target.id);
      const plan = planMessages(policy, body.message);
      const emailTo = plan?.email ? selected.filter((row) => row.email) : [];
      const smsTo = plan?.sms ? selected.filter((row) => row.sms) : [];
      const reached = new Set([...emailTo, ...smsTo].map((row) => row.id));
      const templates = new Set<StageMoveTemplateKey>();
      for (const [choice, rows] of [
        [plan?.email ?? null, emailTo],
        [plan?.sms ?? null, smsTo],
      ] as const) {
        if (choice === null) continue;
        for (const row of rows) templates.add(resolveTemplateChoice(choice, row.stage_id));
      }
      const timing = plan?.policy.timing ?? { kind: 'immediate' as const };
      const zone = await loadOrganizationZone(db, organizationId);
      const rejecting = body.stageId === stageIds.rejected;
      const [firstEmail] = emailTo;
      const [firstSms] = smsTo;
      const sample =
        plan?.email && firstEmail
          ? await sampleOf(organizationId, body.stageId, firstEmail, 'EMAIL', plan.email)
          : plan?.sms && firstSms
            ? await sampleOf(organizationId, body.stageId, firstSms, 'SMS', plan.sms)
            : null;
      return {
        stageId: body.stageId,
        subStageId: target.id,
        notify: plan !== null,
        emailTemplate: plan?.email ?? null,
        smsTemplate: plan?.sms ?? null,
        templates: [...templates].sort(),
        channels: [...(plan?.email ? ['EMAIL' as const] : []), ...(plan?.sms ? ['SMS' as const] : [])],
        timing: plan ? timing.kind : 'immediate',
        sendAt:
          plan && timing.kind !== 'immediate' ? messageDueAt(timing, clock.now(), zone).toISOString() : null,
        timeZone: zone,
        counts: {
          candidates: selected.length,
          email: emailTo.length,
          sms: smsTo.length,
          nothing: selected.length - reached.size,
        },
        choosableTemplates: choosable,
        reasonRequired: rejecting,
        reasons: rejecting
          ? (await loadRejectionReasons(db, organizationId)).filter((reason) => !reason.retired)
          : [],
        sample,
      };
    },
  };
}

export type StageMovePreviewService = ReturnType<typeof createStageMovePreviewService>;

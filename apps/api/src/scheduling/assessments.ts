import type { AssessmentInvitationReply, AssessmentSkip } from '@shortlist/domain/contract';
import type { AssessmentResultInput } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import { assessmentTypeLabels, assessmentTypes, isAssessmentType } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { candidateCodes } from '../db/schema/index.ts';
import type { ContactRecipient } from '../messaging/contact-messages.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { adapterFor } from './assessment-adapters.ts';
import { assertInvitable, assessmentMessages, offeredTo, organizationOf } from './assessment-offer.ts';
import { describeRefusal, refuseEveryone } from './assessment-refusals.ts';
import { storeAssessmentUpdate } from './assessment-results.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import type { CandidateCodeRow } from './eligibility.ts';
import { checkEligibility, distinctIds, loadInvitees } from './eligibility.ts';
import { assessmentInvitationData, contactRecipient } from './messages.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

export { assessmentMessages, screeningFeatureSetting } from './assessment-offer.ts';

export async function codeView(code: CandidateCodeRow) {
  const adapter = isAssessmentType(code.type) ? adapterFor(code.type) : undefined;
  return {
    id: code.id,
    candidateId: code.candidateId,
    type: code.type,
    stageId: code.stageId,
    codeStage: adapter ? await adapter.status(code) : code.codeStage,
    result: adapter ? await adapter.result(code) : null,
    scheduleId: code.scheduleId,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

/** Assessment and scheduling types (§4, §6): what is offered, invitations through the adapters, results. */
export function createAssessmentService(db: Database, outbox: Outbox) {
  async function findManagedCode(auth: AuthContext, codeId: number) {
    const [code] = await db.select().from(candidateCodes).where(eq(candidateCodes.id, codeId)).limit(1);
    if (!code || !canManage(auth.user, code.organizationId)) throw notFound('The assessment');
    return code;
  }

  return {
    async offeredTypes(auth: AuthContext, organizationId: number | undefined) {
      const organization = await organizationOf(db, resolveManagedOrganizationId(auth.user, organizationId));
      return offeredTo(organization).map((type) => ({
        id: type,
        label: assessmentTypeLabels[type],
        value: type,
        stages: assessmentTypes[type].allowedStageIds,
        lateral: assessmentTypes[type].lateral,
        thirdParty: assessmentTypes[type].thirdParty,
      }));
    },

    /**
     * Sends an assessment to each eligible candidate through the type's adapter, in one transaction. Those
     * refused are answered with the reason; when nobody can be invited, 400 names each one's field.
     */
    async invite(
      auth: AuthContext,
      type: AssessmentType,
      candidateIds: readonly number[],
      organizationId?: number,
    ): Promise<AssessmentInvitationReply> {
      const organization = await organizationOf(db, resolveManagedOrganizationId(auth.user, organizationId));
      assertInvitable(organization, type);
      const adapter = adapterFor(type);
      const ids = distinctIds(candidateIds);
      const invited: number[] = [];
      const skipped: (AssessmentSkip & { index: number; stageId: number | null })[] = [];
      await db.transaction(async (tx) => {
        const invitees = await loadInvitees(tx, organization.id, ids);
        const contacts = await loadCandidateContacts(tx, organization.id, ids);
        const byStage = new Map<number, number[]>();
        const recipients: ContactRecipient[] = [];
        for (const [index, id] of ids.entries()) {
          const candidate = invitees.candidate(id);
          const check = checkEligibility({ type }, candidate, invitees.codesOf(id));
          const contact = contacts.get(id);
          if (!check.eligible || !contact) {
            const reason = check.eligible ? 'not-found' : check.reason;
            const stageId = candidate?.stageId ?? null;
            skipped.push({ id, index, stageId, reason, message: describeRefusal(reason, type, stageId) });
            continue;
          }
          const { stageId } = check.candidate;
          const sent = await adapter.invite({
            candidateId: id,
            organizationId: organization.id,
            type,
            stageId,
            email: contact.email,
            firstName: contact.firstName,
          });
          const fields = {
            codeStage: sent.codeStage,
            resultStage: null,
            result: { reference: sent.reference },
          };
          if (check.existingCode) {
            await tx
              .update(candidateCodes)
              .set({ ...fields, updatedAt: new Date() })
              .where(
                and(
                  eq(candidateCodes.organizationId, organization.id),
                  eq(candidateCodes.id, check.existingCode.id),
                ),
              );
          } else {
            await tx
              .insert(candidateCodes)
              .values({ ...fields, organizationId: organization.id, candidateId: id, type, stageId });
          }
          const sameStage = byStage.get(stageId);
          if (sameStage) sameStage.push(id);
          else byStage.set(stageId, [id]);
          invited.push(id);
          recipients.push(contactRecipient(contact, assessmentInvitationData(assessmentTypeLabels[type])));
        }
        if (invited.length === 0) refuseEveryone(type, skipped);
        for (const [stageId, stageCandidateIds] of byStage) {
          await moveToSubStage(tx, {
            actorUserId: auth.user.id,
            organizationId: organization.id,
            stageId,
            code: 'invited',
            candidateIds: stageCandidateIds,
            reason: 'invitation',
          });
        }
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: organization.id,
          action: 'assessment.invited',
          targetType: 'assessment',
          targetId: type,
          details: { candidateIds: invited },
        });
        const key = 'assessment-invitation';
        await outbox.queue(tx, await composeForContacts(tx, organization.id, key, recipients));
      });
      return { invited, skipped: skipped.map(({ id, reason, message }) => ({ id, reason, message })) };
    },

    async code(auth: AuthContext, codeId: number) {
      return codeView(await findManagedCode(auth, codeId));
    },

    /**
     * A manager records a result (§4): PENDING or ERROR leave the record IN_PROGRESS, COMPLETED stores the
     * score, completes the record and moves the candidate to the stage's 'completed' sub-stage.
     */
    async recordResult(auth: AuthContext, codeId: number, input: AssessmentResultInput) {
      const code = await findManagedCode(auth, codeId);
      if (code.codeStage === 'PENDING') throw conflict(assessmentMessages.notInvited);
      if (code.codeStage === 'COMPLETED') throw conflict(assessmentMessages.completed);
      const completed = input.resultStage === 'COMPLETED';
      const updated = await db.transaction((tx) =>
        storeAssessmentUpdate(
          tx,
          code,
          {
            codeStage: completed ? 'COMPLETED' : 'IN_PROGRESS',
            resultStage: input.resultStage,
            score: input.score ?? null,
          },
          { kind: 'manager', userId: auth.user.id },
        ),
      );
      if (!updated) throw conflict(assessmentMessages.completed);
      return codeView(updated);
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;

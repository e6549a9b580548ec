import type { AssessmentResultInput } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import {
  assessmentTypeLabels,
  assessmentTypes,
  isAssessmentType,
  isTextSettingEnabled,
  listOfferedAssessmentTypes,
} from '@shortlist/domain/stages';
import { and, eq, ne } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { candidateCodes, candidates, organizations } from '../db/schema/index.ts';
import type { ContactRecipient } from '../messaging/contact-messages.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { resolveManagedOrganizationId } from '../shared/manager-scope.ts';
import { adapterFor } from './assessment-adapters.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import type { CandidateCodeRow, SkipReason } from './eligibility.ts';
import { checkEligibility, distinctIds, loadInvitees } from './eligibility.ts';
import { assessmentInvitationData, contactRecipient } from './messages.ts';
import { moveToSubStage } from './sub-stage-moves.ts';

export const assessmentMessages = {
  notOffered: 'This assessment is not offered to your organisation.',
  needsSchedule: 'Invite candidates to the candidate scheduler from an interview schedule.',
  notInvited: 'Invite the candidate before recording a result.',
  completed: 'This assessment already has its result.',
} as const;

/** Decision: the screening feature of §6 is the organisation text setting enableScreening. */
export const screeningFeatureSetting = 'enableScreening';

function offeredTo(organization: OrganizationRow): AssessmentType[] {
  const textSettings = organization.defaultConfiguration.text;
  return listOfferedAssessmentTypes({
    textSettings,
    lateralHiring: organization.lateralHiring,
    hasScreeningFeature: isTextSettingEnabled(textSettings, screeningFeatureSetting),
  });
}

async function codeView(code: CandidateCodeRow) {
  const adapter = isAssessmentType(code.type) ? adapterFor(code.type) : undefined;
  return {
    id: code.id,
    candidateId: code.candidateId,
    type: code.type,
    stageId: code.stageId,
    codeStage: adapter ? await adapter.status(code) : code.codeStage,
    result: adapter ? await adapter.result(code) : null,
    scheduleId: code.scheduleId,
    updatedAt: code.updatedAt.toISOString(),
  };
}

/** Assessment and scheduling types (§4, §6): what is offered, invitations through the adapters, results. */
export function createAssessmentService(db: Database, outbox: Outbox) {
  async function organizationOf(organizationId: number): Promise<OrganizationRow> {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw notFound('The organisation');
    return organization;
  }

  async function findManagedCode(auth: AuthContext, codeId: number) {
    const [code] = await db.select().from(candidateCodes).where(eq(candidateCodes.id, codeId)).limit(1);
    if (!code || !canManage(auth.user, code.organizationId)) throw notFound('The assessment');
    return code;
  }

  return {
    async offeredTypes(auth: AuthContext, organizationId: number | undefined) {
      const organization = await organizationOf(resolveManagedOrganizationId(auth.user, organizationId));
      return offeredTo(organization).map((type) => ({
        id: type,
        label: assessmentTypeLabels[type],
        value: type,
        stages: assessmentTypes[type].allowedStageIds,
        lateral: assessmentTypes[type].lateral,
        thirdParty: assessmentTypes[type].thirdParty,
      }));
    },

    /** Sends an assessment to each eligible candidate through the type's adapter, in one transaction. */
    async invite(
      auth: AuthContext,
      type: AssessmentType,
      candidateIds: readonly number[],
      organizationId?: number,
    ) {
      const organization = await organizationOf(resolveManagedOrganizationId(auth.user, organizationId));
      if (type === 'SCHEDULER')
        throw invalidInput(assessmentMessages.needsSchedule, [
          { field: 'type', message: assessmentMessages.needsSchedule },
        ]);
      if (!offeredTo(organization).includes(type)) {
        throw invalidInput(assessmentMessages.notOffered, [
          { field: 'type', message: assessmentMessages.notOffered },
        ]);
      }
      const adapter = adapterFor(type);
      const ids = distinctIds(candidateIds);
      const invited: number[] = [];
      const skipped: { id: number; reason: SkipReason }[] = [];
      await db.transaction(async (tx) => {
        const invitees = await loadInvitees(tx, organization.id, ids);
        const contacts = await loadCandidateContacts(tx, organization.id, ids);
        const byStage = new Map<number, number[]>();
        const recipients: ContactRecipient[] = [];
        for (const id of ids) {
          const check = checkEligibility({ type }, invitees.candidate(id), invitees.codesOf(id));
          const contact = contacts.get(id);
          if (!check.eligible || !contact) {
            skipped.push({ id, reason: check.eligible ? 'not-found' : check.reason });
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
              .where(eq(candidateCodes.id, check.existingCode.id));
          } else {
            await tx
              .insert(candidateCodes)
              .values({ ...fields, organizationId: organization.id, candidateId: id, type, stageId });
          }
          byStage.set(stageId, [...(byStage.get(stageId) ?? []), id]);
          invited.push(id);
          recipients.push(contactRecipient(contact, assessmentInvitationData(assessmentTypeLabels[type])));
        }
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
        if (invited.length > 0) {
          await recordAudit(tx, {
            actorUserId: auth.user.id,
            organizationId: organization.id,
            action: 'assessment.invited',
            targetType: 'assessment',
            targetId: type,
            details: { candidateIds: invited },
          });
        }
        const key = 'assessment-invitation';
        await outbox.queue(tx, await composeForContacts(tx, organization.id, key, recipients));
      });
      return { invited, skipped };
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
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(candidateCodes)
          .set({
            codeStage: completed ? 'COMPLETED' : 'IN_PROGRESS',
            resultStage: input.resultStage,
            result: { ...code.result, score: input.score ?? null },
            updatedAt: new Date(),
          })
          // A result recorded twice at once: only the first completes the record.
          .where(and(eq(candidateCodes.id, code.id), ne(candidateCodes.codeStage, 'COMPLETED')))
          .returning();
        if (!row) throw conflict(assessmentMessages.completed);
        const [candidate] = await tx.select().from(candidates).where(eq(candidates.id, code.candidateId));
        if (completed && candidate?.stageId === code.stageId) {
          await moveToSubStage(tx, {
            actorUserId: auth.user.id,
            organizationId: code.organizationId,
            stageId: code.stageId,
            code: 'completed',
            candidateIds: [candidate.id],
            reason: 'assessment-result',
          });
        }
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: code.organizationId,
          action: 'assessment.result',
          targetType: 'candidate',
          targetId: code.candidateId,
          details: {
            codeId: code.id,
            type: code.type,
            resultStage: input.resultStage,
            score: input.score ?? null,
          },
        });
        return row;
      });
      return codeView(updated);
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;

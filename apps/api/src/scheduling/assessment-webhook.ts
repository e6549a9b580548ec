import type { AssessmentWebhookReply } from '@shortlist/domain/contract';
import type { AssessmentResultStage } from '@shortlist/domain/enums';
import type { AssessmentWebhookEvent } from '@shortlist/domain/schemas';
import { assessmentTypeIds, assessmentTypes, isAssessmentType } from '@shortlist/domain/stages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidateCodes, organizations } from '../db/schema/index.ts';
import { notFound, unauthenticated } from '../shared/failures.ts';
import { adapterFor } from './assessment-adapters.ts';
import { storeAssessmentUpdate } from './assessment-results.ts';
import { checkWebhookSignature, organizationWebhookSecret } from './assessment-webhook-signature.ts';

export const webhookMessages = {
  missing: 'Sign the body in the X-Assessment-Signature header (t=<epoch seconds>,v1=<hex HMAC-SHA256>).',
  mismatch: 'The signature does not match the body.',
  expired: 'The signature is more than five minutes old or ahead: send the event again with a fresh one.',
} as const;

const thirdPartyTypes = assessmentTypeIds.filter((type) => assessmentTypes[type].thirdParty);

/**
 * POST /api/public/assessments/webhook/{subdomain}: a test provider reports an invitation's progress or
 * result. The signature is checked first, over the raw body, with the organisation's secret; then the event
 * goes through the record type's adapter, which says what it changes (nothing for a repeat or a late event).
 */
export function createAssessmentWebhookService(db: Database, configuredSecret: string) {
  return {
    /** Refuses an unsigned, wrongly signed or stale request before its body is read; changes nothing. */
    verify(subdomain: string, header: string | undefined, rawBody: Buffer, now = new Date()): void {
      const check = checkWebhookSignature({
        secret: organizationWebhookSecret(configuredSecret, subdomain),
        header,
        body: rawBody,
        nowSeconds: Math.floor(now.getTime() / 1000),
      });
      if (check !== 'valid') throw unauthenticated(webhookMessages[check], 'invalid_signature');
    },

    async receive(subdomain: string, event: AssessmentWebhookEvent): Promise<AssessmentWebhookReply> {
      const [organization] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.subdomain, subdomain));
      if (!organization) throw notFound('The organisation');
      const [code] = await db
        .select()
        .from(candidateCodes)
        .where(
          and(
            eq(candidateCodes.organizationId, organization.id),
            inArray(candidateCodes.type, thirdPartyTypes),
            sql`${candidateCodes.result}->>'reference' = ${event.reference}`,
          ),
        )
        .limit(1);
      if (!code || !isAssessmentType(code.type)) throw notFound('The assessment');
      const update = adapterFor(code.type).applyEvent(code, event);
      const stored = update
        ? await db.transaction((tx) =>
            storeAssessmentUpdate(tx, code, update, { kind: 'provider', eventId: event.eventId }),
          )
        : null;
      const now = stored ?? code;
      return {
        received: true,
        changed: stored !== null,
        codeStage: now.codeStage,
        resultStage: now.resultStage as AssessmentResultStage | null,
      };
    },
  };
}

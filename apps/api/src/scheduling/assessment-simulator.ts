import { createHash, randomUUID } from 'node:crypto';
import { receiveAssessmentWebhook, resolveRoutePath } from '@shortlist/domain/contract';
import type { AssessmentWebhookEvent } from '@shortlist/domain/schemas';
import { assessmentTypeIds, assessmentTypes } from '@shortlist/domain/stages';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidateCodes, organizations } from '../db/schema/index.ts';
import {
  organizationWebhookSecret,
  signatureHeaderName,
  signWebhookBody,
} from './assessment-webhook-signature.ts';

/** One HTTP request as a provider sends it; the app delivers it through its own router (Fastify inject). */
export interface WebhookDelivery {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}
export type DeliverWebhook = (request: WebhookDelivery) => Promise<{ statusCode: number }>;

const thirdPartyTypes = assessmentTypeIds.filter((type) => assessmentTypes[type].thirdParty);
const batchSize = 100;

/** Decision: the simulated score is fixed by the invitation's reference, 40 to 95, so a run can be replayed. */
export function simulatedScore(reference: string): number {
  return 40 + (createHash('sha256').update(reference).digest().readUInt32BE(0) % 56);
}

/**
 * The simulated test provider's side (README "Assessments"): after the configured delay a candidate invited
 * to a simulated test ('sim-' reference) starts it, and after the delay again finishes it with a score. Each
 * step is a signed webhook request, built and signed exactly as a real provider's, so results only ever
 * arrive through POST /api/public/assessments/webhook/{subdomain}. No outside host is called.
 */
export function createAssessmentSimulator(db: Database, settings: { secret: string; delaySeconds: number }) {
  async function dueRecords(now: Date) {
    const before = new Date(now.getTime() - settings.delaySeconds * 1000);
    return db
      .select({
        subdomain: organizations.subdomain,
        codeStage: candidateCodes.codeStage,
        resultStage: candidateCodes.resultStage,
        reference: sql<string>`${candidateCodes.result}->>'reference'`,
      })
      .from(candidateCodes)
      .innerJoin(organizations, eq(organizations.id, candidateCodes.organizationId))
      .where(
        and(
          inArray(candidateCodes.type, thirdPartyTypes),
          inArray(candidateCodes.codeStage, ['INVITED', 'IN_PROGRESS']),
          sql`${candidateCodes.result}->>'reference' like 'sim-%'`,
          // A failed attempt (ERROR) stays failed: the simulated candidate does not retry.
          sql`${candidateCodes.resultStage} is distinct from 'ERROR'`,
          lte(candidateCodes.updatedAt, before),
        ),
      )
      .orderBy(candidateCodes.updatedAt)
      .limit(batchSize);
  }

  async function deliverDue(deliver: DeliverWebhook, now: Date): Promise<number> {
    let accepted = 0;
    for (const record of await dueRecords(now)) {
      const event: AssessmentWebhookEvent =
        record.codeStage === 'INVITED'
          ? { eventId: `sim-evt-${randomUUID()}`, type: 'assessment.started', reference: record.reference }
          : {
              eventId: `sim-evt-${randomUUID()}`,
              type: 'assessment.completed',
              reference: record.reference,
              score: simulatedScore(record.reference),
            };
      const payload = JSON.stringify(event);
      // Signed at the real time: `now` only says which steps are due (tests look ahead).
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = organizationWebhookSecret(settings.secret, record.subdomain);
      const reply = await deliver({
        method: 'POST',
        url: resolveRoutePath(receiveAssessmentWebhook).replace('{subdomain}', record.subdomain),
        headers: {
          'content-type': 'application/json',
          [signatureHeaderName]: signWebhookBody(secret, timestamp, payload),
        },
        payload,
      });
      if (reply.statusCode === 200) accepted++;
    }
    return accepted;
  }

  // One run at a time in a process: a slow run is not overtaken by the next tick.
  let running = false;

  return {
    /** Whether the simulator runs on its own (a delay of 0 switches it off). */
    enabled: settings.delaySeconds > 0,
    /** How often the app looks for due steps. */
    intervalMs: Math.min(30_000, Math.max(1000, (settings.delaySeconds * 1000) / 3)),

    /** Sends the webhook of every step due at `now`; answers how many the API accepted. */
    async runDue(deliver: DeliverWebhook, now = new Date()): Promise<number> {
      if (running) return 0;
      running = true;
      try {
        return await deliverDue(deliver, now);
      } finally {
        running = false;
      }
    },
  };
}

export type AssessmentSimulator = ReturnType<typeof createAssessmentSimulator>;

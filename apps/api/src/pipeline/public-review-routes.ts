import {
  idParamSchema,
  objectSchema,
  organizationKeySchema,
  reviewerFeedbackSchema,
  scorePayloadSchema,
  tokenField,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../shared/parse-with.ts';

const reviewParams = objectSchema({
  id: organizationKeySchema,
  token: tokenField(),
  candidateId: idParamSchema,
});

/** /api/public/organization/{id}/token/{token}/candidate/...: an outside reviewer's link (§7 Public). */
export async function publicCandidateReviewRoutes(app: FastifyInstance): Promise<void> {
  const { candidateReview } = app.services;
  const path = '/organization/:id/token/:token/candidate/:candidateId';

  app.get(path, async (request) => {
    const { id, token, candidateId } = parseWith(reviewParams, request.params);
    return candidateReview.application(id, token, candidateId);
  });

  app.post(path, async (request, reply) => {
    const { id, token, candidateId } = parseWith(reviewParams, request.params);
    const note = await candidateReview.feedback(
      id,
      token,
      candidateId,
      parseWith(reviewerFeedbackSchema, request.body),
    );
    return reply.status(201).send(note);
  });

  app.post(`${path}/score`, async (request) => {
    const { id, token, candidateId } = parseWith(reviewParams, request.params);
    return candidateReview.score(id, token, candidateId, parseWith(scorePayloadSchema, request.body));
  });
}

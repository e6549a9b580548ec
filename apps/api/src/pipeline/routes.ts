import {
  assignCandidate,
  copyCandidate,
  fastTrackCandidates,
  fetchCandidateHistory,
  listOrganizationStages,
  moveApplicationToStage,
  moveCandidatesInBulk,
  moveCandidateToOrganizationStage,
  moveCandidateToStage,
  unassignCandidate,
  undoCandidateMove,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import { invalidInput } from '../shared/failures.ts';

export const candidatePipelineRouteMessages = {
  pathAndBodyDisagree: 'The stage and sub-stage of the address and of the body must be the same.',
} as const;

/** /api/v1/candidate: a manager moving candidates through the pipeline (§7 Candidate), all in transactions. */
export async function candidatePipelineRoutes(app: FastifyInstance): Promise<void> {
  const { candidatePipeline: pipeline } = app.services;

  serveRoute(app, moveCandidateToStage, ({ auth, params, body }) =>
    pipeline.moveOne(auth.user, {
      candidateId: params.id,
      organizationId: params.orgId,
      stageId: params.stageId,
      subStageId: params.substageId,
      message: body?.message,
      rejectionReasonId: body?.rejectionReasonId,
    }),
  );

  serveRoute(app, moveCandidateToOrganizationStage, ({ auth, params, body }) =>
    pipeline.moveToStage(auth.user, params.id, params.stageId, {
      message: body?.message,
      rejectionReasonId: body?.rejectionReasonId,
    }),
  );

  serveRoute(app, moveCandidatesInBulk, ({ auth, params, query, body }) => {
    const mismatched = [
      ...(body.stageId === params.stageId ? [] : ['stageId']),
      ...(body.substageId === params.substageId ? [] : ['substageId']),
    ];
    if (mismatched.length > 0) {
      const message = candidatePipelineRouteMessages.pathAndBodyDisagree;
      throw invalidInput(
        message,
        mismatched.map((field) => ({ field, message })),
      );
    }
    return pipeline.moveInBulk(auth.user, {
      ids: body.ids,
      stageId: params.stageId,
      subStageId: params.substageId,
      roleId: body.roleId,
      assignToCaller: query.assignee === true,
      message: body.message,
      rejectionReasonId: body.rejectionReasonId,
    });
  });

  serveRoute(app, fastTrackCandidates, async ({ auth, params, body, reply }) => {
    const result = await pipeline.fastTrack(auth.user, {
      candidateId: params.id,
      ids: body.ids,
      stageId: params.stageId,
      subStageId: params.substageId,
      message: body.message,
      rejectionReasonId: body.rejectionReasonId,
    });
    // Decision: async still moves in this request's transaction; 202 only tells the client not to wait for messages.
    return body.async ? reply.status(202).send({ accepted: result.moved }) : result;
  });

  serveRoute(app, assignCandidate, ({ auth, params }) =>
    pipeline.assign(auth.user, params.id, params.userId),
  );
  serveRoute(app, unassignCandidate, ({ auth, params }) =>
    pipeline.unassign(auth.user, params.id, params.userId),
  );

  serveRoute(app, moveApplicationToStage, async ({ auth, params, body, reply }) => {
    const { created, application } = await pipeline.recordApplication(auth.user, {
      candidateId: params.id,
      roleId: params.roleId,
      stageId: params.stageId,
      dateApplied: body.dateApplied,
    });
    return reply.status(created ? 201 : 200).send(application);
  });

  serveRoute(app, copyCandidate, async ({ auth, params, reply }) =>
    reply.status(201).send(await pipeline.copyToRole(auth.user, params.id, params.roleId)),
  );

  serveRoute(app, fetchCandidateHistory, ({ auth, params }) => pipeline.history(auth.user, params.id));
  serveRoute(app, undoCandidateMove, ({ auth, params }) => pipeline.undoMove(auth.user, params.id));

  serveRoute(app, listOrganizationStages, ({ auth, params, query }) =>
    pipeline.stages(auth.user, params.orgId, query.roleId),
  );
}

import {
  applicationStageBodySchema,
  bulkStageBodySchema,
  bulkStageParamsSchema,
  bulkStageQuerySchema,
  candidateStageParamsSchema,
  fastTrackBodySchema,
  idParamSchema,
  stageIdParamSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../http/request-context.ts';
import { invalidInput } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';

export const candidatePipelineRouteMessages = {
  pathAndBodyDisagree: 'The stage and sub-stage of the address and of the body must be the same.',
} as const;

const candidateParams = z.object({ id: idParamSchema });
const organizationStageParams = candidateParams.extend({ stageId: stageIdParamSchema });
const fastTrackParams = candidateParams.extend({ substageId: idParamSchema, stageId: stageIdParamSchema });
const assigneeParams = candidateParams.extend({ userId: idParamSchema });
const roleParams = candidateParams.extend({ roleId: idParamSchema });
const applicationStageParams = roleParams.extend({ stageId: stageIdParamSchema });
const stagesParams = z.object({ orgId: idParamSchema });
const stagesQuery = z.object({ roleId: idParamSchema.optional() });

/** /api/v1/candidate: a manager moving candidates through the pipeline (§7 Candidate), all in transactions. */
export async function candidatePipelineRoutes(app: FastifyInstance): Promise<void> {
  const { candidatePipeline: pipeline } = app.services;

  app.post('/candidate/:id/stage/:stageId/:substageId/organization/:orgId', async (request) => {
    const params = parseWith(candidateStageParamsSchema, request.params);
    return pipeline.moveOne(requireAuth(request).user, {
      candidateId: params.id,
      organizationId: params.orgId,
      stageId: params.stageId,
      subStageId: params.substageId,
    });
  });

  app.post('/candidate/:id/ostage/:stageId', async (request) => {
    const { id, stageId } = parseWith(organizationStageParams, request.params);
    return pipeline.moveToStage(requireAuth(request).user, id, stageId);
  });

  app.post('/candidate/bulkstage/:stageId/:substageId', async (request) => {
    const params = parseWith(bulkStageParamsSchema, request.params);
    const { assignee } = parseWith(bulkStageQuerySchema, request.query);
    const body = parseWith(bulkStageBodySchema, request.body);
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
    return pipeline.moveInBulk(requireAuth(request).user, {
      ids: body.ids,
      stageId: params.stageId,
      subStageId: params.substageId,
      roleId: body.roleId,
      assignToCaller: assignee === true,
    });
  });

  app.post('/candidate/:id/fasttrackcandidates/:substageId/stage/:stageId', async (request, reply) => {
    const params = parseWith(fastTrackParams, request.params);
    const body = parseWith(fastTrackBodySchema, request.body);
    const result = await pipeline.fastTrack(requireAuth(request).user, {
      candidateId: params.id,
      ids: body.ids,
      stageId: params.stageId,
      subStageId: params.substageId,
    });
    // Decision: async still moves in this request's transaction; 202 only tells the client not to wait for messages.
    return body.async ? reply.status(202).send({ accepted: result.moved }) : result;
  });

  app.post('/candidate/:id/assignee/:userId', async (request) => {
    const { id, userId } = parseWith(assigneeParams, request.params);
    return pipeline.assign(requireAuth(request).user, id, userId);
  });

  app.delete('/candidate/:id/assignee/:userId', async (request) => {
    const { id, userId } = parseWith(assigneeParams, request.params);
    return pipeline.unassign(requireAuth(request).user, id, userId);
  });

  app.post('/candidate/:id/applications/:roleId/stage/:stageId', async (request, reply) => {
    const params = parseWith(applicationStageParams, request.params);
    const { dateApplied } = parseWith(applicationStageBodySchema, request.body);
    const { created, application } = await pipeline.recordApplication(requireAuth(request).user, {
      candidateId: params.id,
      roleId: params.roleId,
      stageId: params.stageId,
      dateApplied,
    });
    return reply.status(created ? 201 : 200).send(application);
  });

  app.post('/candidate/:id/copy/:roleId', async (request, reply) => {
    const { id, roleId } = parseWith(roleParams, request.params);
    return reply.status(201).send(await pipeline.copyToRole(requireAuth(request).user, id, roleId));
  });

  app.get('/candidate/:id/history', async (request) =>
    pipeline.history(requireAuth(request).user, parseWith(candidateParams, request.params).id),
  );

  app.get('/organization/:orgId/stages', async (request) => {
    const { orgId } = parseWith(stagesParams, request.params);
    const { roleId } = parseWith(stagesQuery, request.query);
    return pipeline.stages(requireAuth(request).user, orgId, roleId);
  });
}

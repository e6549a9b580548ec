import {
  addRejectionReason,
  listRejectionReasons,
  listStageMessagePolicies,
  previewStageMove,
  resetStageMessagePolicy,
  resetSubStageMessagePolicy,
  saveStageMessagePolicy,
  saveSubStageMessagePolicy,
  updateRejectionReason,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, sendVersion } from '../http/edit-version.ts';
import { serveRoute } from '../http/serve-route.ts';

/**
 * /api/v1/organization/{orgId}/message-policies, /rejection-reasons and /stage-moves/preview (issue 32): what a
 * move tells candidates and when, why a candidate was rejected, and what a move will send before it is made.
 */
export async function messagePolicyRoutes(app: FastifyInstance): Promise<void> {
  const { messagePolicies, rejectionReasons, stageMovePreview } = app.services;

  serveRoute(app, listStageMessagePolicies, ({ auth, params }) =>
    messagePolicies.list(auth.user, params.orgId),
  );

  serveRoute(app, saveStageMessagePolicy, async ({ auth, params, body, request, reply }) => {
    const level = { organizationId: params.orgId, stageId: params.stageId, subStageId: null };
    const saved = await messagePolicies.save(auth.user, level, body, expectedVersionOf(request));
    return sendVersion(reply, saved.version, saved);
  });
  serveRoute(app, resetStageMessagePolicy, async ({ auth, params, reply }) => {
    await messagePolicies.reset(auth.user, {
      organizationId: params.orgId,
      stageId: params.stageId,
      subStageId: null,
    });
    return reply.status(204).send();
  });
  serveRoute(app, saveSubStageMessagePolicy, async ({ auth, params, body, request, reply }) => {
    const level = { organizationId: params.orgId, stageId: params.stageId, subStageId: params.substageId };
    const saved = await messagePolicies.save(auth.user, level, body, expectedVersionOf(request));
    return sendVersion(reply, saved.version, saved);
  });
  serveRoute(app, resetSubStageMessagePolicy, async ({ auth, params, reply }) => {
    await messagePolicies.reset(auth.user, {
      organizationId: params.orgId,
      stageId: params.stageId,
      subStageId: params.substageId,
    });
    return reply.status(204).send();
  });

  serveRoute(app, listRejectionReasons, ({ auth, params }) => rejectionReasons.list(auth.user, params.orgId));
  serveRoute(app, addRejectionReason, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await rejectionReasons.add(auth.user, params.orgId, body.name)),
  );
  serveRoute(app, updateRejectionReason, ({ auth, params, body }) =>
    rejectionReasons.update(auth.user, params.orgId, params.reasonId, body),
  );

  serveRoute(app, previewStageMove, ({ auth, params, body }) =>
    stageMovePreview.preview(auth, params.orgId, body),
  );
}

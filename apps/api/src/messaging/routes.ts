import {
  listMessageTemplates,
  previewMessageTemplate,
  resetMessageTemplate,
  saveMessageTemplate,
  sendCandidateMessages,
} from '@shortlist/domain/contract';
import { editVersionOf } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, sendVersion } from '../http/edit-version.ts';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/templates/messages and /api/v1/messages: an organisation's message templates, and sending. */
export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  const { messageTemplates, messageSending } = app.services;

  serveRoute(app, listMessageTemplates, ({ auth, request }) =>
    messageTemplates.list(auth, requestOrganizationOf(request)),
  );
  serveRoute(app, saveMessageTemplate, async ({ auth, params, body, request, reply }) => {
    const organization = requestOrganizationOf(request);
    const expected = expectedVersionOf(request);
    const saved = await messageTemplates.save(auth, organization, params.key, params.channel, body, expected);
    return sendVersion(reply, editVersionOf(saved.updatedAt), saved);
  });
  serveRoute(app, resetMessageTemplate, async ({ auth, params, request, reply }) => {
    await messageTemplates.reset(auth, requestOrganizationOf(request), params.key, params.channel);
    return reply.status(204).send();
  });
  serveRoute(app, previewMessageTemplate, ({ auth, params, body, request }) =>
    messageTemplates.preview(auth, requestOrganizationOf(request), params.key, params.channel, body),
  );
  serveRoute(app, sendCandidateMessages, ({ auth, body, request }) =>
    messageSending.send(auth, requestOrganizationOf(request), body),
  );
}

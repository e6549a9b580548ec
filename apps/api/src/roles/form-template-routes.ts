import {
  createFormTemplate,
  deleteFormTemplate,
  listFormTemplates,
  updateFormTemplate,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/templates/forms: application forms an organisation saved to start roles from, and the shipped ones. */
export async function formTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { formTemplates } = app.services;

  serveRoute(app, listFormTemplates, ({ auth, query }) => formTemplates.list(auth, query.organizationId));
  serveRoute(app, createFormTemplate, async ({ auth, query, body, reply }) =>
    reply.status(201).send(await formTemplates.create(auth, body, query.organizationId)),
  );
  serveRoute(app, updateFormTemplate, ({ auth, params, body }) =>
    formTemplates.update(auth, params.id, body),
  );
  serveRoute(app, deleteFormTemplate, async ({ auth, params, reply }) => {
    await formTemplates.remove(auth, params.id);
    return reply.status(204).send();
  });
}

import {
  addOrganizationContact,
  addOrganizationUser,
  checkSubdomain,
  createOrganization,
  fetchAdminReport,
  fetchOrganization,
  fetchOrganizationSettings,
  fetchProviderOverview,
  listAllOrganizations,
  listOrganizationContacts,
  listOrganizations,
  listOrganizationUsers,
  removeOrganizationContact,
  saveOrganizationMetrics,
  saveOrganizationSettings,
  saveSubStages,
  sendOrganizationUserPasswordReset,
  updateOrganization,
  updateOrganizationContact,
  updateOrganizationUser,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { expectedVersionOf, sendVersion } from '../http/edit-version.ts';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization and /api/v1/admin/report (§7 Organisation, authenticated). */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const { organizations } = app.services;

  serveRoute(app, listOrganizations, ({ auth, query }) => organizations.list(auth, query));
  serveRoute(app, listAllOrganizations, ({ auth }) => organizations.all(auth));
  serveRoute(app, fetchOrganization, ({ auth, params }) => organizations.get(auth, params.id));
  serveRoute(app, fetchProviderOverview, ({ auth }) => organizations.overview(auth));
  serveRoute(app, checkSubdomain, ({ auth, query }) => organizations.checkSubdomain(auth, query));
  serveRoute(app, fetchAdminReport, ({ auth, params }) => organizations.report(auth, params.id));
  serveRoute(app, createOrganization, async ({ auth, body, reply }) =>
    reply.status(201).send(await organizations.create(auth, body)),
  );
  serveRoute(app, updateOrganization, ({ auth, params, body }) =>
    organizations.update(auth, params.id, body),
  );

  serveRoute(app, listOrganizationUsers, ({ auth, params }) => organizations.listUsers(auth, params.id));
  serveRoute(app, addOrganizationUser, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await organizations.addUser(auth, params.id, body)),
  );
  serveRoute(app, updateOrganizationUser, ({ auth, params, body }) =>
    organizations.updateUser(auth, params.id, params.userId, body),
  );
  serveRoute(app, sendOrganizationUserPasswordReset, async ({ auth, params, reply }) => {
    await organizations.sendPasswordReset(auth, params.id, params.userId);
    return reply.status(204).send();
  });

  serveRoute(app, fetchOrganizationSettings, async ({ auth, params, reply }) => {
    const settings = await organizations.settings(auth, params.id);
    return sendVersion(reply, settings.version, settings);
  });
  serveRoute(app, saveOrganizationSettings, async ({ auth, params, body, request, reply }) => {
    const settings = await organizations.saveSettings(auth, params.id, body, expectedVersionOf(request));
    return sendVersion(reply, settings.version, settings);
  });
  serveRoute(app, saveOrganizationMetrics, ({ auth, params, body }) =>
    organizations.saveMetrics(auth, params.id, body),
  );
  serveRoute(app, saveSubStages, ({ auth, params, body }) =>
    organizations.saveSubStages(auth, params.orgId, params.stageId, body),
  );

  serveRoute(app, listOrganizationContacts, ({ auth, params }) =>
    organizations.listContacts(auth, params.id),
  );
  serveRoute(app, addOrganizationContact, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await organizations.addContact(auth, params.id, body)),
  );
  serveRoute(app, updateOrganizationContact, ({ auth, params, body }) =>
    organizations.updateContact(auth, params.id, params.contactId, body),
  );
  serveRoute(app, removeOrganizationContact, async ({ auth, params, reply }) => {
    await organizations.removeContact(auth, params.id, params.contactId);
    return reply.status(204).send();
  });
}

import { emailField, objectSchema, readableErrors, tokenField } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../shared/parse-with.ts';
import type { OrganizationTokenKind, PublicOrganizationList } from './public-organizations.ts';
import { publicOrganizationLists } from './public-organizations.ts';

const organizationKeyMessage = 'Use the organisation id or subdomain.';
const codeMessage = 'Enter the 6-digit code we sent you.';
const maxRowId = 2_147_483_647;

/** An organisation id (a positive whole number that fits the id column) or a subdomain. */
const organizationKey = z
  .string(readableErrors)
  .trim()
  .toLowerCase()
  .regex(/^(\d{1,10}|[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9]))$/, { error: organizationKeyMessage })
  .refine((key) => !/^\d+$/.test(key) || Number(key) <= maxRowId, { error: organizationKeyMessage });

const organizationParams = objectSchema({ id: organizationKey });
const tokenParams = objectSchema({ id: organizationKey, token: tokenField() });
const emailParams = objectSchema({ id: organizationKey, email: emailField() });
const codeParams = objectSchema({
  id: organizationKey,
  email: emailField(),
  code: z
    .string(readableErrors)
    .trim()
    .regex(/^\d{6}$/, { error: codeMessage }),
});

/** /api/public/organization/{id}/...: an organisation's public face, token links, codes and lists (§7 Public). */
export async function publicOrganizationRoutes(app: FastifyInstance): Promise<void> {
  const { publicOrganizations, organizationCodes } = app.services;

  // The spec writes /organization/{id}/ with a slash; the bare path answers the same.
  for (const path of ['/organization/:id/']) {
    app.get(path, async (request) =>
      publicOrganizations.publicView(parseWith(organizationParams, request.params).id),
    );
  }

  const tokenLinks: Record<string, OrganizationTokenKind> = { ctoken: 'careers', token: 'reviewer' };
  for (const [segment, kind] of Object.entries(tokenLinks)) {
    app.get(`/organization/:id/${segment}/:token`, async (request) => {
      const { id, token } = parseWith(tokenParams, request.params);
      return publicOrganizations.viewByToken(id, token, kind);
    });
  }

  app.get('/organization/:id/requestOtp/:email', async (request, reply) => {
    const { id, email } = parseWith(emailParams, request.params);
    await organizationCodes.requestCode(id, email);
    return reply.status(204).send();
  });

  app.get('/organization/:id/checkOtp/:email/:code', async (request) => {
    const { id, email, code } = parseWith(codeParams, request.params);
    return organizationCodes.checkCode(id, email, code);
  });

  for (const list of Object.keys(publicOrganizationLists) as PublicOrganizationList[]) {
    app.get(`/organization/:id/${list}`, async (request) =>
      publicOrganizations.referenceList(parseWith(organizationParams, request.params).id, list),
    );
  }
}

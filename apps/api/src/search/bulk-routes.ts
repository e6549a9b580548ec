import { Readable } from 'node:stream';
import {
  bulkStageParamsSchema,
  fromQuery,
  integerField,
  objectSchema,
  searchFilterSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../http/request-context.ts';
import { requestOrganizationOf } from '../http/request-organization.ts';
import { parseWith } from '../shared/parse-with.ts';

// Decision: {id} of /candidate/{id}/export/ is a role id like the search's; 0 exports every role.
const exportParams = objectSchema({ id: fromQuery(integerField(0)) });

/**
 * /api/v1/candidate actions over a search filter (§7 Candidate): the bulk stage move of every result
 * minus unselectedIds, and the CSV export.
 */
export async function candidateBulkRoutes(app: FastifyInstance): Promise<void> {
  const { search, candidateExport } = app.services;

  app.post('/candidate/bulkstage/filter/:stageId/:substageId', async (request) => {
    const { stageId, substageId } = parseWith(bulkStageParamsSchema, request.params);
    const filter = parseWith(searchFilterSchema, request.body);
    return search.moveByFilter(
      requireAuth(request),
      requestOrganizationOf(request, filter.subdomain),
      { stageId, substageId },
      filter,
    );
  });

  async function exportCsv(request: FastifyRequest, reply: FastifyReply, roleId: number) {
    const filter = parseWith(searchFilterSchema, request.body);
    const file = await candidateExport.exportCsv(
      requireAuth(request),
      requestOrganizationOf(request, filter.subdomain),
      roleId,
      filter,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(Readable.from(file.lines));
  }

  for (const path of ['/candidate/export/']) {
    app.post(path, async (request, reply) => exportCsv(request, reply, 0));
  }
  app.post('/candidate/:id/export/', async (request, reply) =>
    exportCsv(request, reply, parseWith(exportParams, request.params).id),
  );
}

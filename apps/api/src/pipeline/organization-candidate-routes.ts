import multipart from '@fastify/multipart';
import {
  adjustmentPayloadSchema,
  candidateDocumentKindSchema,
  candidatePersonUpdateSchema,
  contactHistoryChannelSchema,
  contactHistoryQuerySchema,
  idParamSchema,
  maxUploadBytes,
  metricScoresPayloadSchema,
  notePayloadSchema,
  scorePayloadSchema,
  stageIdParamSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { candidateDocumentMessages } from '../candidates/documents.ts';
import type { IncomingFile } from '../candidates/file-checks.ts';
import { requireAuth } from '../http/request-context.ts';
import { sendAttachment } from '../http/send-attachment.ts';
import { invalidInput } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';

const candidateParams = z.object({ orgId: idParamSchema, id: idParamSchema });
const contactParams = candidateParams.extend({ channel: contactHistoryChannelSchema });
const documentParams = candidateParams.extend({ docId: idParamSchema });
const documentTypeParams = documentParams.extend({ type: candidateDocumentKindSchema });
const noteParams = z.object({ orgId: idParamSchema, cid: idParamSchema, noteId: idParamSchema });
const stageScoreParams = candidateParams.extend({ stageId: stageIdParamSchema });
const uploadFields = z.object({ documentType: candidateDocumentKindSchema });

const base = '/organization/:orgId/candidate/:id';

/** Reads the multipart upload: the first file part and the documentType field, in either order. */
async function readUpload(request: FastifyRequest) {
  let file: IncomingFile | undefined;
  let documentType: unknown;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file ??= { fileName: part.filename, bytes };
    } else if (part.fieldname === 'documentType') {
      documentType = part.value;
    }
  }
  const { documentType: kind } = parseWith(uploadFields, { documentType });
  if (!file) {
    const message = candidateDocumentMessages.fileRequired;
    throw invalidInput(message, [{ field: 'file', message }]);
  }
  return { kind, file };
}

/** /api/v1/organization/{orgId}/candidate/{id}/...: a manager's calls on one application (§7). */
export async function organizationCandidateRoutes(app: FastifyInstance): Promise<void> {
  // Registered here only, so no other route accepts multipart uploads by accident.
  await app.register(multipart, {
    limits: { files: 1, fields: 5, fieldSize: 1024, fileSize: maxUploadBytes },
  });
  const { organizationCandidates: service } = app.services;
  const { documents, scores, notes } = service;

  app.get(base, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return service.get(requireAuth(request), orgId, id);
  });

  app.get(`${base}/contact/:channel`, async (request) => {
    const { orgId, id, channel } = parseWith(contactParams, request.params);
    const query = parseWith(contactHistoryQuerySchema, request.query);
    return service.contactHistory(requireAuth(request), orgId, id, channel, query);
  });

  app.put(`${base}/adjustment`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    const { adjustment } = parseWith(adjustmentPayloadSchema, request.body);
    return service.setAdjustment(requireAuth(request), orgId, id, adjustment);
  });

  app.put(`${base}/match`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return service.setMatched(requireAuth(request), orgId, id, true);
  });

  app.delete(`${base}/match`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return service.setMatched(requireAuth(request), orgId, id, false);
  });

  app.put(`${base}/update`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return service.updatePerson(
      requireAuth(request),
      orgId,
      id,
      parseWith(candidatePersonUpdateSchema, request.body),
    );
  });

  app.post(`${base}/upload`, async (request, reply) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    const { kind, file } = await readUpload(request);
    return reply.status(201).send(await documents.upload(requireAuth(request), orgId, id, kind, file));
  });

  app.delete(`${base}/upload/:docId`, async (request, reply) => {
    const { orgId, id, docId } = parseWith(documentParams, request.params);
    await documents.remove(requireAuth(request), orgId, id, docId);
    return reply.status(204).send();
  });

  app.post(`${base}/documentType/:docId/:type`, async (request) => {
    const { orgId, id, docId, type } = parseWith(documentTypeParams, request.params);
    return documents.changeKind(requireAuth(request), orgId, id, docId, type);
  });

  const download = async (request: FastifyRequest, reply: FastifyReply) => {
    const { orgId, id, docId } = parseWith(documentParams, request.params);
    const file = await documents.download(requireAuth(request), orgId, id, docId);
    return sendAttachment(reply, file);
  };
  app.get(`${base}/download/:docId`, download);
  app.post(`${base}/download/:docId`, download);

  app.get(`${base}/notes`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return notes.list(requireAuth(request), orgId, id);
  });

  app.put(`${base}/note`, async (request, reply) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    const { comment } = parseWith(notePayloadSchema, request.body);
    return reply.status(201).send(await notes.create(requireAuth(request), orgId, id, 'note', comment));
  });

  app.put(`${base}/comment`, async (request, reply) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    const { comment } = parseWith(notePayloadSchema, request.body);
    return reply.status(201).send(await notes.create(requireAuth(request), orgId, id, 'comment', comment));
  });

  app.put('/organization/:orgId/candidate/:cid/note/:noteId', async (request) => {
    const { orgId, cid, noteId } = parseWith(noteParams, request.params);
    const { comment } = parseWith(notePayloadSchema, request.body);
    return notes.edit(requireAuth(request), orgId, cid, noteId, comment);
  });

  app.get(`${base}/score`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return scores.read(requireAuth(request), orgId, id);
  });

  app.put(`${base}/score`, async (request) => {
    const { orgId, id } = parseWith(candidateParams, request.params);
    return scores.setOverall(requireAuth(request), orgId, id, parseWith(scorePayloadSchema, request.body));
  });

  app.put(`${base}/score/:stageId`, async (request) => {
    const { orgId, id, stageId } = parseWith(stageScoreParams, request.params);
    const entries = parseWith(metricScoresPayloadSchema, request.body);
    return scores.setStageMetrics(requireAuth(request), orgId, id, stageId, entries);
  });
}

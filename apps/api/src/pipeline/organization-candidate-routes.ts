import multipart from '@fastify/multipart';
import {
  addCandidateNote,
  deleteCandidateDocument,
  deleteCandidateNote,
  downloadCandidateDocument,
  fetchCandidateContacts,
  fetchCandidateScore,
  fetchOrganizationCandidate,
  listCandidateNotes,
  matchCandidate,
  requestCandidateDocumentDownload,
  revealCandidate,
  saveCandidateScore,
  saveCandidateStageScores,
  setCandidateDocumentType,
  unmatchCandidate,
  updateCandidateAdjustment,
  updateCandidateComment,
  updateCandidateNote,
  updateOrganizationCandidate,
  uploadCandidateDocument,
  uploadCandidateDocumentOfKind,
} from '@shortlist/domain/contract';
import {
  candidateDocumentUploadFieldsSchema,
  editVersionOf,
  maxUploadBytes,
} from '@shortlist/domain/schemas';
import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { candidateDocumentMessages } from '../candidates/documents.ts';
import type { IncomingFile } from '../candidates/file-checks.ts';
import { expectedVersionOf, sendVersion } from '../http/edit-version.ts';
import { sendAttachment } from '../http/send-attachment.ts';
import { serveRoute } from '../http/serve-route.ts';
import { invalidInput } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';

export const documentUploadMessages = {
  kindsDisagree: 'The document type of the address and of the form must be the same.',
} as const;

/**
 * Reads a manager's multipart document upload: the first file part and the documentType field, in either
 * order. With the kind from the path, the field may be left out but, when sent, must name the same kind.
 */
async function readDocumentUpload(
  request: FastifyRequest,
  pathKind?: CandidateDocumentKind,
): Promise<{ kind: CandidateDocumentKind; file: IncomingFile }> {
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
  const { documentType: kind } = parseWith(candidateDocumentUploadFieldsSchema, {
    documentType: documentType ?? pathKind,
  });
  if (pathKind !== undefined && kind !== pathKind) {
    const message = documentUploadMessages.kindsDisagree;
    throw invalidInput(message, [{ field: 'documentType', message }]);
  }
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

  serveRoute(app, fetchOrganizationCandidate, ({ auth, params }) =>
    service.get(auth, params.orgId, params.id),
  );
  serveRoute(app, fetchCandidateContacts, ({ auth, params, query }) =>
    service.contactHistory(auth, params.orgId, params.id, params.channel, query),
  );
  serveRoute(app, updateCandidateAdjustment, ({ auth, params, body }) =>
    service.setAdjustment(auth, params.orgId, params.id, body.adjustment),
  );
  serveRoute(app, matchCandidate, ({ auth, params }) =>
    service.setMatched(auth, params.orgId, params.id, true),
  );
  serveRoute(app, unmatchCandidate, ({ auth, params }) =>
    service.setMatched(auth, params.orgId, params.id, false),
  );
  serveRoute(app, updateOrganizationCandidate, ({ auth, params, body }) =>
    service.updatePerson(auth, params.orgId, params.id, body),
  );
  serveRoute(app, revealCandidate, ({ auth, params, body }) =>
    service.reveal(auth, params.orgId, params.id, body.reason),
  );

  serveRoute(app, uploadCandidateDocument, async ({ auth, params, request, reply }) => {
    const { kind, file } = await readDocumentUpload(request);
    return reply.status(201).send(await documents.upload(auth, params.orgId, params.id, kind, file));
  });
  // Decision: POST .../upload/{kind} is POST .../upload with the document type in the path instead of the form.
  serveRoute(app, uploadCandidateDocumentOfKind, async ({ auth, params, request, reply }) => {
    const { kind, file } = await readDocumentUpload(request, params.kind);
    return reply.status(201).send(await documents.upload(auth, params.orgId, params.id, kind, file));
  });
  serveRoute(app, deleteCandidateDocument, async ({ auth, params, reply }) => {
    await documents.remove(auth, params.orgId, params.id, params.docId);
    return reply.status(204).send();
  });
  serveRoute(app, setCandidateDocumentType, ({ auth, params }) =>
    documents.changeKind(auth, params.orgId, params.id, params.docId, params.type),
  );
  for (const route of [downloadCandidateDocument, requestCandidateDocumentDownload]) {
    serveRoute(app, route, async ({ auth, params, reply }) =>
      sendAttachment(reply, await documents.download(auth, params.orgId, params.id, params.docId)),
    );
  }

  serveRoute(app, listCandidateNotes, ({ auth, params }) => notes.list(auth, params.orgId, params.id));
  serveRoute(app, addCandidateNote, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await notes.create(auth, params.orgId, params.id, 'note', body.comment)),
  );
  serveRoute(app, updateCandidateComment, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await notes.create(auth, params.orgId, params.id, 'comment', body.comment)),
  );
  serveRoute(app, updateCandidateNote, async ({ auth, params, body, request, reply }) => {
    const expected = expectedVersionOf(request);
    const note = await notes.edit(auth, params.orgId, params.cid, params.noteId, body.comment, expected);
    return sendVersion(reply, editVersionOf(note.updatedAt), note);
  });
  serveRoute(app, deleteCandidateNote, async ({ auth, params, reply }) => {
    await notes.remove(auth, params.orgId, params.cid, params.noteId);
    return reply.status(204).send();
  });

  serveRoute(app, fetchCandidateScore, ({ auth, params }) => scores.read(auth, params.orgId, params.id));
  serveRoute(app, saveCandidateScore, ({ auth, params, body }) =>
    scores.setOverall(auth, params.orgId, params.id, body),
  );
  serveRoute(app, saveCandidateStageScores, ({ auth, params, body }) =>
    scores.setStageMetrics(auth, params.orgId, params.id, params.stageId, body),
  );
}

// GET /organization/{id}/token/{token}/candidate/{candidateId} answers a shape the contract leaves `unknown`
// (apps/api/src/pipeline/review.ts): read here into what the reviewer's screen shows, nothing assumed.

export type ReviewDocument = { id: number; kind: string; fileName: string };

export type ReviewCandidate = {
  id: number;
  roleName: string | null;
  /** The role's form configuration, to read the answers against. */
  form: unknown;
  stageId: number | null;
  stageName: string | null;
  /** Epoch seconds; null until submitted. */
  appliedAt: number | null;
  responses: unknown[];
  documents: ReviewDocument[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function readDocuments(value: unknown): ReviewDocument[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((file) => ({
    id: Number(file.id),
    kind: String(file.kind ?? file.documentType ?? ''),
    fileName: String(file.fileName ?? ''),
  }));
}

export function readReviewCandidate(reply: unknown, candidateId: number): ReviewCandidate {
  const body = isRecord(reply) ? reply : {};
  const role = isRecord(body.role) ? body.role : null;
  return {
    id: numberOrNull(body.id) ?? candidateId,
    roleName: stringOrNull(role?.name),
    form: role?.formConfiguration ?? null,
    stageId: numberOrNull(body.stageId),
    stageName: stringOrNull(body.stageName),
    appliedAt: numberOrNull(body.appliedAt),
    responses: Array.isArray(body.responses) ? body.responses : [],
    documents: readDocuments(body.documents),
  };
}

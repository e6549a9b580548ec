import * as organizationCandidate from './organization-candidate.ts';
import type { Row } from './test-support.ts';
import { describeCalls, score, v1 } from './test-support.ts';

const note = { comment: 'Strong interview.' };

const rows: Row[] = [
  [
    'fetchOrganizationCandidate',
    'GET',
    `${v1}/organization/{orgId}/candidate/{id}`,
    (c) => organizationCandidate.fetchOrganizationCandidate(c, { orgId: 3, id: 7 }),
  ],
  [
    'fetchCandidateContacts',
    'GET',
    `${v1}/organization/{orgId}/candidate/{id}/contact/{x}`,
    (c) => organizationCandidate.fetchCandidateContacts(c, { orgId: 3, id: 7, x: 'x1', page: 2 }),
    { query: { page: '2' } },
  ],
  [
    'setCandidateDocumentType',
    'POST',
    `${v1}/organization/{orgId}/candidate/{id}/documentType/{x}/{y}`,
    (c) => organizationCandidate.setCandidateDocumentType(c, { orgId: 3, id: 7, x: 'x1', y: 'y2' }),
  ],
  [
    'uploadCandidateDocument',
    'POST',
    `${v1}/organization/{orgId}/candidate/{id}/upload`,
    (c) => organizationCandidate.uploadCandidateDocument(c, { orgId: 3, id: 7 }, { name: 'transcript.pdf' }),
    { json: { name: 'transcript.pdf' } },
  ],
  [
    'deleteCandidateDocument',
    'DELETE',
    `${v1}/organization/{orgId}/candidate/{id}/upload/{x}`,
    (c) => organizationCandidate.deleteCandidateDocument(c, { orgId: 3, id: 7, x: 'x1' }),
  ],
  [
    'downloadCandidateDocument',
    'GET',
    `${v1}/organization/{orgId}/candidate/{id}/download/{docId}`,
    (c) => organizationCandidate.downloadCandidateDocument(c, { orgId: 3, id: 7, docId: 9 }),
    { blob: true },
  ],
  [
    'requestCandidateDocumentDownload',
    'POST',
    `${v1}/organization/{orgId}/candidate/{id}/download/{docId}`,
    (c) => organizationCandidate.requestCandidateDocumentDownload(c, { orgId: 3, id: 7, docId: 9 }),
    { blob: true },
  ],
  [
    'updateCandidateAdjustment',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/adjustment`,
    (c) =>
      organizationCandidate.updateCandidateAdjustment(c, { orgId: 3, id: 7 }, { adjustment: 'Extra time' }),
    { json: { adjustment: 'Extra time' } },
  ],
  [
    'updateCandidateNote',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/note/{noteId}`,
    (c) => organizationCandidate.updateCandidateNote(c, { orgId: 3, id: 7, noteId: 4 }, note),
    { json: note },
  ],
  [
    'addCandidateNote',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/note`,
    (c) => organizationCandidate.addCandidateNote(c, { orgId: 3, id: 7 }, note),
    { json: note },
  ],
  [
    'updateCandidateComment',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/comment`,
    (c) => organizationCandidate.updateCandidateComment(c, { orgId: 3, id: 7 }, note),
    { json: note },
  ],
  [
    'saveCandidateScore',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/score`,
    (c) => organizationCandidate.saveCandidateScore(c, { orgId: 3, id: 7 }, score),
    { json: score },
  ],
  [
    'fetchCandidateScore',
    'GET',
    `${v1}/organization/{orgId}/candidate/{id}/score`,
    (c) => organizationCandidate.fetchCandidateScore(c, { orgId: 3, id: 7 }),
  ],
  [
    'matchCandidate',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/match`,
    (c) => organizationCandidate.matchCandidate(c, { orgId: 3, id: 7 }),
  ],
  [
    'unmatchCandidate',
    'DELETE',
    `${v1}/organization/{orgId}/candidate/{id}/match`,
    (c) => organizationCandidate.unmatchCandidate(c, { orgId: 3, id: 7 }),
  ],
  [
    'updateOrganizationCandidate',
    'PUT',
    `${v1}/organization/{orgId}/candidate/{id}/update`,
    (c) => organizationCandidate.updateOrganizationCandidate(c, { orgId: 3, id: 7 }, { status: 'ACTIVE' }),
    { json: { status: 'ACTIVE' } },
  ],
];

describeCalls('the §7 organisation-scoped candidate calls', organizationCandidate, rows);

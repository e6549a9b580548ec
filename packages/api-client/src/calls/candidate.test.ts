import * as candidate from './candidate.ts';
import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';

const candidateBody = { id: 7, step: 2, candidateStatus: 'PENDING' as const };

const rows: Row[] = [
  ['listOwnApplications', 'GET', `${v1}/candidate`, (c) => candidate.listOwnApplications(c)],
  ['fetchCandidate', 'GET', `${v1}/candidate/{id}`, (c) => candidate.fetchCandidate(c, 7)],
  [
    'saveCandidate',
    'PUT',
    `${v1}/candidate/{id}`,
    (c) => candidate.saveCandidate(c, { id: 7, maxSteps: 5 }, candidateBody),
    { query: { maxSteps: '5' }, json: candidateBody },
  ],
  [
    'uploadCandidateCv',
    'PUT',
    `${v1}/candidate/{id}/cv`,
    (c) => candidate.uploadCandidateCv(c, 7, candidateBody),
    { json: candidateBody },
  ],
  ['submitCandidate', 'PUT', `${v1}/candidate/{id}/submit`, (c) => candidate.submitCandidate(c, 7)],
  ['deleteCandidate', 'DELETE', `${v1}/candidate/{id}`, (c) => candidate.deleteCandidate(c, 7)],
  ['undoCandidateChange', 'POST', `${v1}/candidate/{id}/undo`, (c) => candidate.undoCandidateChange(c, 7)],
  ['migrateCandidate', 'POST', `${v1}/candidate/{id}/migratex`, (c) => candidate.migrateCandidate(c, 7)],
  [
    'moveCandidateToStage',
    'POST',
    `${v1}/candidate/{id}/stage/{stageId}/{substageId}/organization/{orgId}`,
    (c) => candidate.moveCandidateToStage(c, { id: 7, stageId: 6, substageId: 61, orgId: 3 }),
  ],
  [
    'moveCandidateToOrganizationStage',
    'POST',
    `${v1}/candidate/{id}/ostage/{stageId}`,
    (c) => candidate.moveCandidateToOrganizationStage(c, { id: 7, stageId: 6 }),
  ],
  [
    'fetchCurrentInterview',
    'GET',
    `${v1}/candidate/{id}/{x}/getCurrentInterview`,
    (c) => candidate.fetchCurrentInterview(c, { id: 7, x: 'x1' }),
  ],
  [
    'moveCandidatesInBulk',
    'POST',
    `${v1}/candidate/bulkstage/{stageId}/{substageId}`,
    (c) =>
      candidate.moveCandidatesInBulk(c, {
        ids: [1, 2],
        substageId: 61,
        stageId: 6,
        roleId: 12,
        resource: 'list',
      }),
    {
      query: { assignee: 'true' },
      json: { ids: [1, 2], substageId: 61, stageId: 6, roleId: 12, resource: 'list' },
    },
  ],
  [
    'fastTrackCandidates',
    'POST',
    `${v1}/candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId}`,
    (c) => candidate.fastTrackCandidates(c, { id: 7, substageId: 61, stageId: 6 }, { ids: [1], async: true }),
    { json: { ids: [1], async: true } },
  ],
  [
    'copyCandidate',
    'POST',
    `${v1}/candidate/{id}/copy/{x}`,
    (c) => candidate.copyCandidate(c, { id: 7, x: 'x1' }),
  ],
  [
    'assignCandidate',
    'POST',
    `${v1}/candidate/{id}/assignee/{x}`,
    (c) => candidate.assignCandidate(c, { id: 7, x: 'x1' }),
  ],
  [
    'addCandidateToEvent',
    'POST',
    `${v1}/candidate/{id}/events/{x}`,
    (c) => candidate.addCandidateToEvent(c, { id: 7, x: 'x1' }),
  ],
  [
    'moveApplicationToStage',
    'POST',
    `${v1}/candidate/{id}/applications/{x}/stage/{stageId}`,
    (c) =>
      candidate.moveApplicationToStage(c, { id: 7, x: 'x1', stageId: 6 }, { dateApplied: 1_700_000_000 }),
    { json: { dateApplied: 1_700_000_000 } },
  ],
  [
    'saveCandidateSessions',
    'POST',
    `${v1}/candidate/{id}/sessions`,
    (c) => candidate.saveCandidateSessions(c, 7, { sessions: [] }),
    { json: { sessions: [] } },
  ],
  [
    'saveCandidateSession',
    'POST',
    `${v1}/candidate/{id}/session/{sessionId}`,
    (c) => candidate.saveCandidateSession(c, { id: 7, sessionId: 5 }),
  ],
  [
    'uploadCandidateFile',
    'POST',
    `${v1}/candidate/{id}/upload/{x}`,
    (c) => candidate.uploadCandidateFile(c, { id: 7, x: 'x1' }, { file_base64: 'AAAA' }),
    { json: { file_base64: 'AAAA' } },
  ],
  [
    'downloadCandidateFile',
    'POST',
    `${v1}/candidate/{id}/download`,
    (c) => candidate.downloadCandidateFile(c, 7, { filename: 'cv.pdf' }),
    { json: { filename: 'cv.pdf' }, blob: true },
  ],
  [
    'startCandidateDocusign',
    'POST',
    `${v1}/candidate/{id}/docusign/`,
    (c) => candidate.startCandidateDocusign(c, 7),
  ],
  [
    'exportCandidatesCsv',
    'POST',
    `${v1}/candidate/{id}/export/`,
    (c) => candidate.exportCandidatesCsv(c, 7, { roleId: 12 }),
    { json: { roleId: 12 }, blob: true },
  ],
  [
    'downloadCandidatePhoto',
    'GET',
    `${v1}/candidate/{id}/downloadPhoto`,
    (c) => candidate.downloadCandidatePhoto(c, 7),
    { blob: true },
  ],
];

describeCalls('the §7 candidate calls', candidate, rows);

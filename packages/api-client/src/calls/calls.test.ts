import { describe, expect, it } from 'vitest';
import type { HttpMethod } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import { encodeBasicAuthorization } from '../client/basic-authorization.ts';
import { createApiClient } from '../client/create-api-client.ts';
import { createMemoryCookieJar } from '../session/cookie-jar.ts';
import { createMemoryStorage } from '../session/key-value-storage.ts';
import * as auth from './auth.ts';
import * as candidate from './candidate.ts';
import * as events from './events.ts';
import * as organization from './organization.ts';
import * as organizationCandidate from './organization-candidate.ts';
import * as publicCalls from './public.ts';
import * as referenceData from './reference-data.ts';
import * as search from './search.ts';
import * as user from './user.ts';

// Every call of spec §7 against the request its function builds: method, path, query, body and auth.
// The fetch below records each request and answers an empty JSON list; no server is involved.

const v1 = '/api/v1';
const pub = '/api/public';

/** Values of the path placeholders; the invocations below pass the same ones. */
const values: Record<string, string | number> = {
  id: 7,
  orgId: 3,
  x: 'x1',
  y: 'y2',
  stageId: 6,
  substageId: 61,
  sessionId: 5,
  docId: 9,
  noteId: 4,
  userId: 8,
  contactId: 2,
  candidateId: 11,
  roleId: 12,
  a: 'a1',
  b: 'b2',
  token: 'tok',
  code: '123456',
};

type Expectation = {
  /** Query parameters besides `subdomain`; none unless listed. */
  query?: Record<string, string>;
  json?: unknown;
  form?: [string, string][];
  /** Defaults to Bearer under /api/v1 and client credentials elsewhere. */
  auth?: 'bearer' | 'client';
  /** Reads the reply as a file. */
  blob?: boolean;
};

type Row = [
  name: string,
  method: HttpMethod,
  pathTemplate: string,
  invoke: (client: ApiClient) => Promise<unknown>,
  expectation?: Expectation,
];

const note = { comment: 'Strong interview.' };
const score = { score: 3, totalScore: 5 };
const contact = { name: 'Ada Lovelace', email: 'ada@hartwell.test' };
const candidateBody = { id: 7, step: 2, candidateStatus: 'PENDING' as const };

const rows: Row[] = [
  // Authentication
  [
    'exchangePasswordForToken',
    'POST',
    '/oauth/token',
    (client) =>
      auth.exchangePasswordForToken(client, { username: 'hm@hartwell.test', password: 'pw', otp: '1234' }),
    {
      form: [
        ['username', 'hm@hartwell.test'],
        ['password', 'pw'],
        ['grant_type', 'password'],
        ['partner', ''],
        ['otp', '1234'],
        ['otpCookie', ''],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'exchangeUserTokenForToken',
    'POST',
    '/oauth/token',
    (client) => auth.exchangeUserTokenForToken(client, { token: 'user-token' }),
    {
      form: [
        ['password', 'user-token'],
        ['grant_type', 'password'],
        ['partner', ''],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['type', 'USER_TOKEN'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'exchangeOAuthTokenForToken',
    'POST',
    '/oauth/token',
    (client) => auth.exchangeOAuthTokenForToken(client, { token: 'provider-token', partner: 'acme' }),
    {
      form: [
        ['username', 'token'],
        ['password', 'provider-token'],
        ['grant_type', 'password'],
        ['partner', 'acme'],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'refreshAccessToken',
    'POST',
    '/oauth/token',
    (client) => auth.refreshAccessToken(client, 'refresh-1'),
    {
      query: {
        refresh_token: 'refresh-1',
        grant_type: 'refresh_token',
        scope: 'write',
        client_id: 'shortlist-web',
      },
    },
  ],
  [
    'revokeAccessToken',
    'DELETE',
    '/oauth/access-token',
    (client) => auth.revokeAccessToken(client),
    { json: { deviceId: 'WEB' }, auth: 'bearer' },
  ],

  // User
  [
    'fetchCurrentUser',
    'GET',
    `${v1}/user`,
    (c) => user.fetchCurrentUser(c, { cookieRequested: true }),
    { query: { cookieRequested: 'true' } },
  ],
  [
    'fetchUserOrganizations',
    'GET',
    `${v1}/user/userorganizations`,
    (c) => user.fetchUserOrganizations(c, { organizationId: 3 }),
    { query: { organizationId: '3' } },
  ],
  [
    'updateCurrentUser',
    'PUT',
    `${v1}/user`,
    (c) => user.updateCurrentUser(c, { firstName: 'A', lastName: 'B', email: 'a@b.test' }),
    { json: { firstName: 'A', lastName: 'B', email: 'a@b.test' } },
  ],
  [
    'updateContactPreferences',
    'PUT',
    `${v1}/user/security`,
    (c) => user.updateContactPreferences(c, { channels: ['EMAIL'] }),
    { json: { channels: ['EMAIL'] } },
  ],
  [
    'changePassword',
    'PUT',
    `${v1}/user/password`,
    (c) => user.changePassword(c, { currentPassword: 'old', newPassword: 'New#2026x' }),
    { json: { currentPassword: 'old', newPassword: 'New#2026x' } },
  ],
  ['deleteUser', 'DELETE', `${v1}/user/{id}`, (c) => user.deleteUser(c, 7)],
  ['deleteCurrentUser', 'DELETE', `${v1}/user/deleteMe`, (c) => user.deleteCurrentUser(c)],
  ['createUserToken', 'POST', `${v1}/user/token`, (c) => user.createUserToken(c)],
  [
    'createHrToken',
    'POST',
    `${v1}/user/hrtoken`,
    (c) => user.createHrToken(c, { userId: 8 }),
    { json: { userId: 8 } },
  ],
  ['fetchRareUsers', 'GET', `${v1}/user/rareusers`, (c) => user.fetchRareUsers(c)],
  ['listOwnApplications', 'GET', `${v1}/candidate`, (c) => candidate.listOwnApplications(c)],
  ['fetchCandidateProfile', 'GET', `${v1}/user/profile`, (c) => user.fetchCandidateProfile(c)],
  [
    'updateCandidateProfile',
    'PUT',
    `${v1}/user/profile`,
    (c) => user.updateCandidateProfile(c, { citizen: true }),
    { json: { citizen: true } },
  ],
  [
    'loadExternalApplication',
    'POST',
    `${v1}/candidate/applyc/{id}`,
    (c) => user.loadExternalApplication(c, 7, { source: 'ats' }),
    { query: { source: 'ats' } },
  ],

  // Candidate
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

  // Organisation-scoped candidate calls
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

  // Search
  [
    'searchCandidates',
    'POST',
    `${v1}/search/fastCandidate/{id}`,
    (c) => search.searchCandidates(c, { kind: 'fastCandidate', id: 7 }, { roleId: 12 }),
    {
      query: { page: '0', sortBy: 'lastChangeAt', orderBy: 'desc', resultsPerPage: '20' },
      json: { roleId: 12 },
    },
  ],
  [
    'searchProfiles',
    'GET',
    `${v1}/search/profiles`,
    (c) => search.searchProfiles(c, { searchTerm: 'okafor' }),
    { query: { searchTerm: 'okafor' } },
  ],
  [
    'searchRoleCandidates',
    'GET',
    `${v1}/search/candidates/{roleId}`,
    (c) => search.searchRoleCandidates(c, 12, { searchTerm: 'okafor', stageId: 6 }),
    { query: { searchTerm: 'okafor', stageId: '6' } },
  ],

  // Organisation (authenticated)
  [
    'listOrganizations',
    'GET',
    `${v1}/organization`,
    (c) => organization.listOrganizations(c, { searchTerm: 'hart' }),
    { query: { status: 'ACTIVE', searchTerm: 'hart', page: '0' } },
  ],
  ['listAllOrganizations', 'GET', `${v1}/organization/all`, (c) => organization.listAllOrganizations(c)],
  ['fetchOrganization', 'GET', `${v1}/organization/{id}`, (c) => organization.fetchOrganization(c, 7)],
  ['fetchAdminReport', 'GET', `${v1}/admin/report/{id}`, (c) => organization.fetchAdminReport(c, 7)],
  [
    'createOrganization',
    'POST',
    `${v1}/organization`,
    (c) =>
      organization.createOrganization(c, { name: 'Acme', sector: { id: 1 }, tier: 'BAR', subdomain: 'acme' }),
    { json: { name: 'Acme', sector: { id: 1 }, tier: 'BAR', subdomain: 'acme' } },
  ],
  [
    'addOrganizationUser',
    'POST',
    `${v1}/organization/{id}/user`,
    (c) =>
      organization.addOrganizationUser(c, 7, {
        email: 'n@acme.test',
        firstName: 'N',
        lastName: 'M',
        userType: 'HIRING_MANAGER',
      }),
    { json: { email: 'n@acme.test', firstName: 'N', lastName: 'M', userType: 'HIRING_MANAGER' } },
  ],
  [
    'updateOrganizationUser',
    'POST',
    `${v1}/organization/{id}/user/{userId}`,
    (c) => organization.updateOrganizationUser(c, { id: 7, userId: 8 }, { rareContact: true }),
    { json: { rareContact: true } },
  ],
  [
    'updateOrganization',
    'PUT',
    `${v1}/organization/{id}`,
    (c) => organization.updateOrganization(c, 7, { name: 'Acme Ltd' }),
    { json: { name: 'Acme Ltd' } },
  ],
  [
    'listOrganizationContacts',
    'GET',
    `${v1}/organization/{id}/contacts`,
    (c) => organization.listOrganizationContacts(c, 7),
  ],
  [
    'addOrganizationContact',
    'POST',
    `${v1}/organization/{id}/contacts`,
    (c) => organization.addOrganizationContact(c, 7, contact),
    { json: contact },
  ],
  [
    'updateOrganizationContact',
    'POST',
    `${v1}/organization/{id}/contacts/{contactId}`,
    (c) => organization.updateOrganizationContact(c, { id: 7, contactId: 2 }, contact),
    { json: contact },
  ],
  [
    'searchOrganizationEmails',
    'GET',
    `${v1}/organization/{id}/data/ORGANIZATION_EMAIL`,
    (c) => organization.searchOrganizationEmails(c, 7, 'hr@'),
    { query: { search: 'hr@' } },
  ],

  // Public
  [
    'signUp',
    'POST',
    `${pub}/signup`,
    (c) =>
      publicCalls.signUp(c, {
        email: 'a@b.test',
        password: 'Pw#2026xx',
        firstName: 'A',
        lastName: 'B',
        acceptTerms: true,
      }),
    { json: { email: 'a@b.test', password: 'Pw#2026xx', firstName: 'A', lastName: 'B', acceptTerms: true } },
  ],
  [
    'completeOnBoarding',
    'POST',
    `${pub}/signup/userOnBoarding`,
    (c) => publicCalls.completeOnBoarding(c, { token: 'tok', password: 'Pw#2026xx' }),
    { json: { token: 'tok', password: 'Pw#2026xx' } },
  ],
  [
    'fetchOnBoardingUser',
    'GET',
    `${pub}/userOnBoarding`,
    (c) => publicCalls.fetchOnBoardingUser(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'confirmAccount',
    'POST',
    `${pub}/confirm`,
    (c) => publicCalls.confirmAccount(c, { token: 'tok', candidateId: 11 }),
    { json: { token: 'tok', candidateId: 11 } },
  ],
  [
    'verifyEmail',
    'POST',
    `${pub}/verifyEmail`,
    (c) => publicCalls.verifyEmail(c, { token: 'tok' }),
    { json: { token: 'tok' } },
  ],
  [
    'requestPasswordReset',
    'POST',
    `${pub}/forgot`,
    (c) => publicCalls.requestPasswordReset(c, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
  [
    'resetPassword',
    'POST',
    `${pub}/reset`,
    (c) => publicCalls.resetPassword(c, { newPassword: 'Pw#2026xx', token: 'tok' }),
    { json: { newPassword: 'Pw#2026xx', token: 'tok' } },
  ],
  [
    'fetchUserByAccountToken',
    'GET',
    `${pub}/user`,
    (c) => publicCalls.fetchUserByAccountToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'fetchUserByResetToken',
    'GET',
    `${pub}/userp`,
    (c) => publicCalls.fetchUserByResetToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'fetchUserBySignInToken',
    'GET',
    `${pub}/usertoken`,
    (c) => publicCalls.fetchUserBySignInToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'sendMagicLink',
    'POST',
    `${pub}/user`,
    (c) => publicCalls.sendMagicLink(c, 'a@b.test'),
    { query: { email: 'a@b.test' } },
  ],
  [
    'createRoleUrlToken',
    'POST',
    `${pub}/urlToken`,
    (c) => publicCalls.createRoleUrlToken(c, { id: 12 }),
    { json: { id: 12 } },
  ],
  ['resolveRoleUrlToken', 'GET', `${pub}/urlToken/{token}`, (c) => publicCalls.resolveRoleUrlToken(c, 'tok')],
  [
    'applyAnonymously',
    'POST',
    `${pub}/apply/{a}/{b}`,
    (c) => publicCalls.applyAnonymously(c, { a: 'a1', b: 'b2' }),
  ],
  ['requestPublicLogin', 'POST', `${pub}/login/{x}/`, (c) => publicCalls.requestPublicLogin(c, 'x1')],
  ['fetchInterview', 'GET', `${pub}/interview/{id}`, (c) => publicCalls.fetchInterview(c, 7)],
  [
    'bookInterview',
    'PUT',
    `${pub}/interview/{token}`,
    (c) => publicCalls.bookInterview(c, 'tok', { id: 7, selectedTime: 1_700_000_000 }),
    { json: { id: 7, selectedTime: 1_700_000_000 } },
  ],
  [
    'fetchPublicOrganization',
    'GET',
    `${pub}/organization/{id}/`,
    (c) => publicCalls.fetchPublicOrganization(c, 7),
  ],
  [
    'fetchOrganizationByCareersToken',
    'GET',
    `${pub}/organization/{orgId}/ctoken/{token}`,
    (c) => publicCalls.fetchOrganizationByCareersToken(c, { orgId: 3, token: 'tok' }),
  ],
  [
    'fetchOrganizationByReviewerToken',
    'GET',
    `${pub}/organization/{id}/token/{token}`,
    (c) => publicCalls.fetchOrganizationByReviewerToken(c, { id: 7, token: 'tok' }),
  ],
  [
    'fetchReviewCandidate',
    'GET',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}`,
    (c) => publicCalls.fetchReviewCandidate(c, { id: 7, token: 'tok', candidateId: 11 }),
  ],
  [
    'saveReviewCandidate',
    'POST',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}`,
    (c) => publicCalls.saveReviewCandidate(c, { id: 7, token: 'tok', candidateId: 11 }, { decision: 'yes' }),
    { json: { decision: 'yes' } },
  ],
  [
    'scoreReviewCandidate',
    'POST',
    `${pub}/organization/{id}/token/{token}/candidate/{candidateId}/score`,
    (c) => publicCalls.scoreReviewCandidate(c, { id: 7, token: 'tok', candidateId: 11 }, score),
    { json: score },
  ],
  [
    'requestOrganizationCode',
    'GET',
    `${pub}/organization/{id}/requestOtp/{x}`,
    (c) => publicCalls.requestOrganizationCode(c, { id: 7, x: 'x1' }),
  ],
  [
    'checkOrganizationCode',
    'GET',
    `${pub}/organization/{id}/checkOtp/{x}/{code}`,
    (c) => publicCalls.checkOrganizationCode(c, { id: 7, x: 'x1', code: '123456' }),
  ],
  [
    'fetchPublicDepartments',
    'GET',
    `${pub}/organization/{id}/departments`,
    (c) => publicCalls.fetchPublicDepartments(c, 7),
  ],
  [
    'fetchPublicLocations',
    'GET',
    `${pub}/organization/{id}/locations`,
    (c) => publicCalls.fetchPublicLocations(c, 7),
  ],
  [
    'fetchPublicRoleTypes',
    'GET',
    `${pub}/organization/{id}/roleTypes`,
    (c) => publicCalls.fetchPublicRoleTypes(c, 7),
  ],
  [
    'fetchPublicRoleLevels',
    'GET',
    `${pub}/organization/{id}/roleLevels`,
    (c) => publicCalls.fetchPublicRoleLevels(c, 7),
  ],
  [
    'listPublicRoles',
    'POST',
    `${pub}/{orgId}/roles`,
    (c) => publicCalls.listPublicRoles(c, { orgId: 3, page: 1 }, { filters: [] }),
    { query: { page: '1' }, json: { filters: [] } },
  ],
  ['listPublicEvents', 'GET', `${pub}/{orgId}/events`, (c) => publicCalls.listPublicEvents(c, 3)],
  [
    'listNonArchivedEvents',
    'GET',
    `${pub}/{orgId}/nonarchivedevents`,
    (c) => publicCalls.listNonArchivedEvents(c, 3),
  ],
  [
    'fetchPublicRole',
    'GET',
    `${pub}/{orgId}/roles/{roleId}`,
    (c) => publicCalls.fetchPublicRole(c, { orgId: 3, roleId: 12 }),
  ],
  [
    'fetchGoogleJobPosting',
    'GET',
    `${pub}/{a}/{b}/google`,
    (c) => publicCalls.fetchGoogleJobPosting(c, { a: 'a1', b: 'b2' }),
  ],
  ['fetchPublicEvent', 'GET', `${pub}/event/{id}`, (c) => publicCalls.fetchPublicEvent(c, 7)],
  [
    'registerForEvent',
    'POST',
    `${pub}/event/{id}`,
    (c) => publicCalls.registerForEvent(c, 7, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
  [
    'checkInToEvent',
    'POST',
    `${pub}/event/{id}/qr-check-in`,
    (c) => publicCalls.checkInToEvent(c, 7, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
  [
    'validatePostcode',
    'GET',
    `${pub}/postCode/validation`,
    (c) => publicCalls.validatePostcode(c, 'SW1A 1AA'),
    { query: { postCode: 'SW1A 1AA' } },
  ],
  [
    'searchUniversities',
    'GET',
    `${pub}/universities`,
    (c) => publicCalls.searchUniversities(c, { term: 'man' }),
    { query: { term: 'man', countryBase: 'UK' } },
  ],
  ['listCountries', 'GET', `${pub}/countries`, (c) => publicCalls.listCountries(c)],
  ['fetchVersion', 'GET', `${pub}/version`, (c) => publicCalls.fetchVersion(c)],
  [
    'fetchBuilderTemplate',
    'GET',
    `${pub}/builder/`,
    (c) => publicCalls.fetchBuilderTemplate(c, 'graduate-application.json'),
    { query: { fileName: 'graduate-application.json' } },
  ],
  ['fetchTranslationMap', 'GET', `${pub}/translation`, (c) => publicCalls.fetchTranslationMap(c)],

  // Events (a manager's side)
  [
    'listEventRegistrations',
    'GET',
    `${v1}/events/{id}/registrations`,
    (c) => events.listEventRegistrations(c, 7),
  ],
  [
    'markEventAttendance',
    'POST',
    `${v1}/event/{id}/check-in`,
    (c) => events.markEventAttendance(c, 7, { registrationId: 11, attendance: 'ATTENDED' }),
    { json: { registrationId: 11, attendance: 'ATTENDED' } },
  ],

  // Reference data
  [
    'fetchReferenceData',
    'GET',
    `${v1}/data/type/COUNTRY`,
    (c) => referenceData.fetchReferenceData(c, 'COUNTRY'),
  ],
  ['fetchRoleTypes', 'GET', `${v1}/data/type/ROLE_TYPE`, (c) => referenceData.fetchRoleTypes(c, 'LAW_FIRM')],
  [
    'fetchOrganizationReferenceData',
    'GET',
    `${v1}/organization/{id}/data/DEPARTMENT`,
    (c) => referenceData.fetchOrganizationReferenceData(c, { id: 7, type: 'DEPARTMENT' }),
  ],
  [
    'searchModules',
    'GET',
    `${v1}/data/modules`,
    (c) =>
      referenceData.searchModules(c, { term: 'tort', year: 2, studyYear: '2024/25', universityId: 'ucl' }),
    { query: { term: 'tort', year: '2', studyYear: '2024/25', universityId: 'ucl' } },
  ],
  [
    'fetchGradeSystems',
    'GET',
    `${v1}/data/schoolQualificationGradeSystems`,
    (c) => referenceData.fetchGradeSystems(c),
  ],
  [
    'fetchSchoolQualificationTypes',
    'GET',
    `${v1}/data/schoolQualificationTypes`,
    (c) => referenceData.fetchSchoolQualificationTypes(c, { schoolCountryId: 'GB', schoolFormType: 'KS5' }),
    { query: { schoolCountryId: 'GB', schoolFormType: 'KS5' } },
  ],
  [
    'searchSchools',
    'GET',
    `${v1}/data/schools`,
    (c) => referenceData.searchSchools(c, 'academy'),
    { query: { term: 'academy' } },
  ],
  ['fetchSubjects', 'GET', `${v1}/data/subjects`, (c) => referenceData.fetchSubjects(c)],
  ['fetchDegrees', 'GET', `${v1}/data/degrees`, (c) => referenceData.fetchDegrees(c)],
  [
    'searchOrganizationUniversities',
    'GET',
    `${v1}/data/organization/{id}/universities`,
    (c) => referenceData.searchOrganizationUniversities(c, 7, 'man'),
    { query: { term: 'man' } },
  ],
  [
    'createReferenceItem',
    'POST',
    `${v1}/data/type/DEPARTMENT`,
    (c) =>
      referenceData.createReferenceItem(c, 'DEPARTMENT', { value: 'tax', label: 'Tax', organizationId: 3 }),
    { json: { value: 'tax', label: 'Tax', organizationId: 3 } },
  ],
];

function fillTemplate(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function setUp() {
  const requests: Request[] = [];
  const now = Date.UTC(2026, 0, 1);
  const storage = createMemoryStorage({
    auth: JSON.stringify({
      isLoggedIn: true,
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 1800,
      scope: 'write',
      expiresOn: now + 1_800_000,
    }),
  });
  const client = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    hostname: 'hartwell.localhost',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies: createMemoryCookieJar(() => now),
    now: () => now,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, requests };
}

const callModules = {
  auth,
  candidate,
  events,
  organization,
  organizationCandidate,
  publicCalls,
  referenceData,
  search,
  user,
};

describe('the calls of spec §7', () => {
  it('lists every exported call function in the table exactly once', () => {
    const exported = Object.values(callModules)
      .flatMap((module) => Object.entries(module))
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    const listed = rows.map(([name]) => name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(exported);
  });

  it.each(rows)('%s sends %s %s', async (_name, method, template, invoke, expectation = {}) => {
    const { client, requests } = setUp();
    const reply = await invoke(client);
    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    const url = new URL(request.url);

    expect(request.method).toBe(method);
    expect(url.origin).toBe('http://api.test');
    expect(url.pathname).toBe(fillTemplate(template));
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...expectation.query, subdomain: 'hartwell' });
    expect([...url.searchParams.keys()].at(-1)).toBe('subdomain');
    expect(request.headers.get('X-Client')).toBe('WEB');

    const authKind = expectation.auth ?? (template.startsWith(v1) ? 'bearer' : 'client');
    expect(request.headers.get('Authorization')).toBe(
      authKind === 'bearer'
        ? 'Bearer access-1'
        : encodeBasicAuthorization('shortlist-web', 'shortlist-web-secret'),
    );

    const contentType = request.headers.get('content-type');
    if (expectation.form) {
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect([...(await request.formData()).entries()]).toEqual(expectation.form);
    } else if (expectation.json !== undefined) {
      expect(contentType).toBe('application/json');
      expect(await request.json()).toEqual(expectation.json);
    } else {
      expect(contentType).toBeNull();
      expect(await request.text()).toBe('');
    }
    if (expectation.blob) expect(reply).toBeInstanceOf(Blob);
  });
});

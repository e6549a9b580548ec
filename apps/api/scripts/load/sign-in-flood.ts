import { randomBytes } from 'node:crypto';
import { webClient } from '../../src/db/seed/demo-users.ts';
import type { LevelResult } from './drive.ts';
import { drive } from './drive.ts';
import { clientAuthorization } from './fixtures.ts';
import type { Scenario } from './scenarios.ts';

// Issue 31: a flood of bad sign-ins must not slow other routes. A document download (a file read on libuv's
// thread pool, which scrypt also uses) is measured idle, then while 80 connections send wrong passwords for
// random accounts from random addresses (X-Forwarded-For, believed from loopback only), so every one of them
// passes the per-address limits and asks for a hash: the worst case the hashing queue has to absorb.

export const floodConnections = 80;
const readerConnections = 4;

// The upload check reads a file's leading bytes; the download measured serves whatever was stored.
const pdfBytes = Buffer.from('%PDF-1.4\n%%EOF\n');

async function call<T>(baseUrl: string, path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Uploads a PDF to an applicant of the seeded schedule's role and answers the path that downloads it. */
export async function prepareDocument(baseUrl: string, token: string): Promise<string> {
  const bearer = { authorization: `Bearer ${token}` };
  const [schedule] = await call<{ roleId: number; organizationId: number }[]>(baseUrl, '/api/v1/schedules', {
    headers: bearer,
  });
  if (!schedule) throw new Error('the seed has no interview schedule');
  const found = await call<{ content: { id: number }[] }>(
    baseUrl,
    '/api/v1/search/candidate/0?resultsPerPage=1',
    {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ roleId: schedule.roleId, filters: { statuses: ['ACTIVE'] } }),
    },
  );
  const candidateId = found.content[0]?.id;
  if (candidateId === undefined) throw new Error('the seeded role has no applicant');
  const form = new FormData();
  form.append('documentType', 'TRANSCRIPT');
  form.append('file', new Blob([new Uint8Array(pdfBytes)]), 'Transcript.pdf');
  const base = `/api/v1/organization/${schedule.organizationId}/candidate/${candidateId}`;
  const document = await call<{ id: number }>(baseUrl, `${base}/upload`, {
    method: 'POST',
    headers: bearer,
    body: form,
  });
  return `${base}/download/${document.id}`;
}

function documentDownloadScenario(token: string, path: string): Scenario {
  return {
    name: 'document download',
    expected: [],
    requests: [{ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }],
  };
}

/** Wrong passwords for random accounts from random addresses: refusals (400, 429, 503) are the point. */
function badSignInFlood(): Scenario {
  const octet = () => 1 + ((randomBytes(1)[0] ?? 0) % 254);
  return {
    name: 'bad sign-in flood',
    expected: [400, 429, 503],
    requests: [
      {
        method: 'POST',
        path: '/oauth/token',
        setupRequest: (request) => ({
          ...request,
          headers: {
            authorization: clientAuthorization,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
          },
          body: new URLSearchParams({
            grant_type: 'password',
            client_id: webClient.clientId,
            username: `flood-${randomBytes(6).toString('hex')}@example.com`,
            password: `Wrong#${randomBytes(6).toString('hex')}`,
            scope: 'write',
          }).toString(),
        }),
      },
    ],
  };
}

export interface FloodMeasure {
  idle: LevelResult;
  duringFlood: LevelResult;
  flood: LevelResult;
}

/** The download's latency idle, then during the flood (both held for `seconds`). */
export async function measureDownloadDuringFlood(
  baseUrl: string,
  token: string,
  path: string,
  seconds: number,
  waitUntilIdle: () => Promise<void>,
): Promise<FloodMeasure> {
  const download = documentDownloadScenario(token, path);
  await drive(baseUrl, download, 2, 2);
  await waitUntilIdle();
  const idle = await drive(baseUrl, download, readerConnections, seconds);
  await waitUntilIdle();
  const [duringFlood, flood] = await Promise.all([
    drive(baseUrl, download, readerConnections, seconds),
    drive(baseUrl, badSignInFlood(), floodConnections, seconds),
  ]);
  return { idle, duringFlood, flood };
}

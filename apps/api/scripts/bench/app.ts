import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { demoPassword, webClient } from '../../src/db/seed/demo-users.ts';
import { readSettings } from '../../src/settings.ts';
import type { Opened } from './engines.ts';
import type { BenchSearch } from './searches.ts';

// The real API over the bench's database, signed in as hartwell's manager admin (the diversity filters are
// theirs alone, and audited), with the calls the benchmark times.

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const form = new FormData();
  const fields = { username: email, password: demoPassword, grant_type: 'password', scope: 'write' };
  for (const [key, value] of Object.entries({ ...fields, client_id: webClient.clientId }))
    form.append(key, value);
  const request = new Request('http://localhost/oauth/token', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${webClient.clientId}:${webClient.secret}`).toString('base64')}`,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token;
}

export async function benchApp(opened: Opened) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-bench-files-'));
  const app = await buildApp({
    db: opened.handle.db,
    settings: readSettings({ DATA_DIR: dataDir }),
    transport: { async deliver() {} },
  });
  await app.ready();
  const token = await signIn(app, 'hm.admin@hartwell.test');
  const { rows } = await opened.raw(`select id from organizations where subdomain = 'hartwell'`, []);
  const headers = { authorization: `Bearer ${token}` };
  return {
    organizationId: Number(rows[0]?.id),
    /** POST /api/v1/search/candidate/{roleId}: one page. */
    async search(bench: BenchSearch, size: number): Promise<void> {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/search/candidate/${bench.roleId}`,
        query: {
          page: '0',
          sortBy: bench.sort.sortBy,
          orderBy: bench.sort.orderBy,
          resultsPerPage: String(size),
        },
        headers,
        payload: bench.filter,
      });
      if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    },
    /** POST /api/v1/candidate/bulkstage/filter/{stageId}/{substageId}: answers how many moved. */
    async bulkMove(target: { stageId: number; substageId: number }, groupId: number): Promise<number> {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/candidate/bulkstage/filter/${target.stageId}/${target.substageId}`,
        headers,
        payload: { filters: { groups: [groupId] } },
      });
      if (response.statusCode !== 200) throw new Error(`bulk move failed: ${response.body}`);
      return response.json().moved;
    },
    /** GET /api/v1/reports/{kind}?type=: every candidate of the organisation, all time. */
    async report(kind: string, type: string): Promise<{ status: number; body: string }> {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/reports/${kind}`,
        query: { type },
        headers,
      });
      return { status: response.statusCode, body: response.body };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

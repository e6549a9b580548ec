import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stageIds } from '@shortlist/domain/stages';
import { demoPassword, webClient } from '../../src/db/seed/demo-users.ts';

// What the scenarios need before the clock starts: a manager's token, and invitations whose links the
// server has delivered as .eml files under DATA_DIR/outbox (only their hashes are stored).

/** The urlencoded password grant the web apps send to /oauth/token. */
export function passwordGrant(email: string): string {
  return new URLSearchParams({
    grant_type: 'password',
    client_id: webClient.clientId,
    username: email,
    password: demoPassword,
    scope: 'write',
  }).toString();
}

export const clientAuthorization = `Basic ${Buffer.from(`${webClient.clientId}:${webClient.secret}`).toString('base64')}`;

async function call<T>(baseUrl: string, path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const reply = await call<{ access_token: string }>(baseUrl, '/oauth/token', {
    method: 'POST',
    headers: { authorization: clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: passwordGrant(email),
  });
  return reply.access_token;
}

interface Stage {
  id: number;
  subStages: { id: number; defaultSubStage: boolean }[];
}

/**
 * Moves `count` applicants of the seeded schedule's role to its stage and invites them, as a manager would;
 * answers every live invitation link of the schedule (the seed's own included).
 */
export async function prepareInvitations(baseUrl: string, token: string, dataDir: string, count: number) {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bearer = { headers: { authorization: `Bearer ${token}` } };
  const [schedule] = await call<{ id: number; roleId: number; organizationId: number; stageId: number }[]>(
    baseUrl,
    '/api/v1/schedules',
    bearer,
  );
  if (!schedule) throw new Error('the seed has no interview schedule');
  const applicants = await call<{ content: { id: number }[] }>(
    baseUrl,
    `/api/v1/search/candidate/0?resultsPerPage=${count}`,
    json({ roleId: schedule.roleId, stageId: stageIds.applied, filters: { statuses: ['ACTIVE'] } }),
  );
  const ids = applicants.content.map((candidate) => candidate.id);
  const stages = await call<Stage[]>(
    baseUrl,
    `/api/v1/organization/${schedule.organizationId}/stages?roleId=${schedule.roleId}`,
    bearer,
  );
  const substageId = stages
    .find((stage) => stage.id === schedule.stageId)
    ?.subStages.find((subStage) => subStage.defaultSubStage)?.id;
  await call(
    baseUrl,
    `/api/v1/candidate/bulkstage/${schedule.stageId}/${substageId}`,
    json({ ids, stageId: schedule.stageId, substageId, roleId: schedule.roleId }),
  );
  const { invited } = await call<{ invited: number[] }>(
    baseUrl,
    `/api/v1/schedules/${schedule.id}/invitations`,
    json({ candidateIds: ids }),
  );
  return waitForLinks(join(dataDir, 'outbox'), invited.length + 1);
}

/** The invitation tokens in the delivered emails, once `expected` of them have arrived. */
async function waitForLinks(outboxDir: string, expected: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) =>
      name.endsWith('-interview-invitation.eml'),
    );
    const texts = await Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
    const tokens = texts.flatMap((text) => /\/interview\/([\w-]+)/.exec(text)?.[1] ?? []);
    if (tokens.length >= expected) return tokens;
    if (Date.now() > deadline)
      throw new Error(`only ${tokens.length} of ${expected} invitation emails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

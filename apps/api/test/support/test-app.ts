import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { demoPassword, webClient } from '../../src/db/seed/demo-users.ts';
import type { MessageTransport, OutgoingMessage } from '../../src/messaging/outbox.ts';
import { readSettings } from '../../src/settings.ts';
import { openTestDatabase } from './engine.ts';

export { demoPassword };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Every message the app sent, newest last. */
  messages: OutgoingMessage[];
  close(): Promise<void>;
}

/**
 * The real app on a private seeded database; messages are kept in memory for the test to read, after
 * `transport` (when given) has taken them: it may throw to refuse one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { transport: inner }: { transport?: MessageTransport } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(inject('pgliteSnapshot'), inject('postgresTemplate'));
  const messages: OutgoingMessage[] = [];
  const transport: MessageTransport = {
    async deliver(message, attempt) {
      await inner?.deliver(message, attempt);
      messages.push(message);
    },
  };
  // Uploaded files go to a folder of this test file's own, removed afterwards.
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-api-data-'));
  const app = await buildApp({
    db: database.db,
    settings: readSettings({ DATA_DIR: dataDir, ...env }),
    transport,
  });
  await app.ready();
  // The seed leaves the demo interview invitation unsent; delivering it now keeps later message counts steady.
  await app.services.outbox.flush();
  return {
    app,
    db: database.db,
    messages,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes the test app listen on a free port of 127.0.0.1, for real concurrent requests; answers its URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

/** Posts the /oauth/token form over real HTTP (fetch), as a browser does. */
export function fetchTokenForm(baseUrl: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: clientAuthorization },
    body: form,
  });
}

export const clientAuthorization = `Basic ${Buffer.from(`${webClient.clientId}:${webClient.secret}`).toString('base64')}`;

/** The USER_TOKEN grant's form: a sign-in link's or user token's value signs in (§7, /magic-password). */
export const userTokenGrant = (token: string) => ({
  password: token,
  grant_type: 'password',
  scope: 'write',
  client_id: webClient.clientId,
  type: 'USER_TOKEN',
  application_type: 'PATIENT',
});

/** The refresh grant's form: the refresh token travels in the body, never the address (issue 31). */
export const refreshGrant = (refreshToken: string) => ({
  refresh_token: refreshToken,
  grant_type: 'refresh_token',
  scope: 'write',
  client_id: webClient.clientId,
});

/** Posts the multipart /oauth/token form the way the web apps do; `remoteAddress` is the caller's address. */
export function postTokenForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { query?: Record<string, string>; authorization?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://localhost/oauth/token', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      query: options.query ?? {},
      headers: {
        authorization: options.authorization ?? clientAuthorization,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(body),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    }),
  );
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Calls the app as this user (Bearer token). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The password grant's form, as the web apps post it; `extra` adds or overrides fields (otp, otpCookie). */
export const passwordGrant = (username: string, password: string, extra: Record<string, string> = {}) => ({
  username,
  password,
  grant_type: 'password',
  scope: 'write',
  client_id: webClient.clientId,
  application_type: 'PATIENT',
  ...extra,
});

/** Signs a demo user in with the password grant. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = demoPassword,
): Promise<SignedIn> {
  const response = await postTokenForm(app, passwordGrant(email, password));
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const body = response.json();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    request: (options) =>
      app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${body.access_token}` },
      }),
  };
}

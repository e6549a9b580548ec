import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema/index.ts';
import { webClient } from '../../src/db/seed/demo-users.ts';
import type { TestApp } from '../support/test-app.ts';
import { demoPassword, postTokenForm, startTestApp } from '../support/test-app.ts';

let plain: TestApp;
let secure: TestApp;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(join(tmpdir(), 'shortlist-apps-'));
  await mkdir(join(appsDir, 'candidate-portal', 'dist'), { recursive: true });
  await writeFile(join(appsDir, 'candidate-portal', 'dist', 'index.html'), '<title>portal</title>');
  plain = await startTestApp({ APPS_DIR: appsDir, PUBLIC_URL: 'http://localhost:8080' });
  secure = await startTestApp({
    APPS_DIR: appsDir,
    PUBLIC_URL: 'https://shortlist.example',
    ANALYTICS_ORIGINS: 'https://www.googletagmanager.com, https://px.example',
  });
});
afterAll(async () => {
  await Promise.all([plain?.close(), secure?.close()]);
  await rm(appsDir, { recursive: true, force: true });
});

/** The Content-Security-Policy as directive name -> sources. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectProtectiveHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  const policy = policyOf(response);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('protect a page: only the product’s own scripts, styles, images (with data: and blob:) and connections', async () => {
    const page = await plain.app.inject({ method: 'GET', url: '/roles' });
    expect(page.body).toContain('portal');
    expectProtectiveHeaders(page);
    const policy = policyOf(page);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('protect API replies, failures included', async () => {
    const version = await plain.app.inject({ method: 'GET', url: '/api/public/version' });
    expect(version.statusCode).toBe(200);
    expectProtectiveHeaders(version);
    const refused = await plain.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(refused.statusCode).toBe(401);
    expectProtectiveHeaders(refused);
    expectProtectiveHeaders(await plain.app.inject({ method: 'GET', url: '/api/public/nothing-here' }));
  });

  it('send HSTS and upgrade insecure requests only when the product is served over https', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/roles' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(overHttp)).not.toHaveProperty('upgrade-insecure-requests');
    const overHttps = await secure.app.inject({ method: 'GET', url: '/roles' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(overHttps)).toHaveProperty('upgrade-insecure-requests');
  });

  it('let in the analytics origins that cookie consent switches on, when they are configured', async () => {
    const policy = policyOf(await secure.app.inject({ method: 'GET', url: '/roles' }));
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(policy[directive]).toEqual(
        expect.arrayContaining(['https://www.googletagmanager.com', 'https://px.example']),
      );
    }
    expect(policy['style-src']).not.toContain('https://px.example');
  });

  it("let an organisation's pages load its logo from its one https origin, and no other page", async () => {
    const [row] = await plain.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
    const configuration = row?.defaultConfiguration ?? { views: {}, text: {}, textArrays: {}, oauth: {} };
    await plain.db
      .update(organizations)
      .set({
        defaultConfiguration: {
          ...configuration,
          text: { ...configuration.text, logoUrl: 'https://cdn.example.com/brands/hartwell.png' },
        },
      })
      .where(eq(organizations.subdomain, 'hartwell'));
    const imagesOf = async (url: string, host: string) =>
      policyOf(await plain.app.inject({ method: 'GET', url, headers: { host } }))['img-src'];

    expect(await imagesOf('/roles', 'hartwell.localhost:8080')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
    ]);
    expect(await imagesOf('/job/7?x=1', 'hartwell.localhost:8080')).toContain('https://cdn.example.com');
    expect(await imagesOf('/roles?organization=hartwell', 'localhost:8080')).toContain(
      'https://cdn.example.com',
    );
    expect(await imagesOf('/roles', 'northwind.localhost:8080')).toEqual(["'self'", 'data:', 'blob:']);
    // The consoles show no organisation's logo, so their pages are not looked up.
    expect(await imagesOf('/manager/roles', 'hartwell.localhost:8080')).toEqual(["'self'", 'data:', 'blob:']);
    expect(await imagesOf('/roles', 'localhost:8080')).toEqual(["'self'", 'data:', 'blob:']);
    expect(await imagesOf('/api/public/version', 'hartwell.localhost:8080')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('leave sessions out of cookies: signing in sets none, the tokens and remembered device come in the body', async () => {
    const response = await postTokenForm(plain.app, {
      username: 'hm@hartwell.test',
      password: demoPassword,
      grant_type: 'password',
      scope: 'write',
      client_id: webClient.clientId,
      application_type: 'PATIENT',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

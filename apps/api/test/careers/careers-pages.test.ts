import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// The API's side of the server-rendered careers pages, with a stand-in for the portal's built renderer that
// reads the roles through the fetch the API hands it (the real renderer is driven by the e2e journeys).

const renderer = `
export async function renderCareersPage(request) {
  const { pathname } = new URL(request.url, 'http://page.invalid');
  if (pathname !== '/roles' && !pathname.startsWith('/job/')) return null;
  const organization = request.hostname.split('.')[0];
  const reply = await request.fetch(request.protocol + '//' + request.hostname + '/api/public/' + organization + '/roles', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  const roles = (await reply.json()).content ?? [];
  const missing = pathname.startsWith('/job/') && !roles.some((role) => pathname === '/job/' + role.id);
  return {
    status: missing ? 404 : 200,
    html: '<ul>' + roles.map((role) => '<li>' + role.name + '</li>').join('') + '</ul>',
    bodyClass: 'theme',
    preloaded: { ['roles:' + organization]: { data: roles.map((role) => role.name) } },
    screen: 'src/screens/ListRoles/ListRolesScreen.tsx',
    organizationKey: organization,
  };
}
`;

// Over the 1 kB under which replies are sent as they are.
const longDescription = `<meta name="description" content="${'Careers at the firm. '.repeat(60)}">`;
const template = `<!doctype html><html><head><title>Apply</title>${longDescription}<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const manifest = {
  'index.html': { file: 'assets/index.js' },
  'src/screens/ListRoles/ListRolesScreen.tsx': {
    file: 'assets/ListRolesScreen.js',
    imports: ['index.html'],
    css: ['assets/ListRolesScreen.css'],
  },
};

let t: TestApp;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(join(tmpdir(), 'shortlist-careers-'));
  const portal = join(appsDir, 'candidate-portal');
  await mkdir(join(portal, 'dist', '.vite'), { recursive: true });
  await mkdir(join(portal, 'dist-server'), { recursive: true });
  await writeFile(join(portal, 'dist', 'index.html'), template);
  await writeFile(join(portal, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(portal, 'dist-server', 'entry-server.js'), renderer);
  t = await startTestApp({ APPS_DIR: appsDir });
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

const page = (url: string, host = 'hartwell.localhost', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('careers pages rendered by the API', () => {
  it("answers /roles as whole HTML holding the organisation's roles, read through the API itself", async () => {
    const response = await page('/roles');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<li>Training Contract 2028</li>');
    expect(response.body).toContain('<body class="theme">');
    expect(response.body).toContain(
      '<script type="application/json" id="shortlist-preloaded">{"roles:hartwell":{"data":["Training Contract 2028"',
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/ListRolesScreen.css">');
  });

  it("shows only the host's own organisation", async () => {
    const response = await page('/roles', 'northwind.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Training Contract 2028');
  });

  it('passes on the 404 of a page whose subject does not exist', async () => {
    expect((await page('/job/999999')).statusCode).toBe(404);
  });

  it('compresses the page for a browser that asks', async () => {
    const response = await page('/roles', 'hartwell.localhost', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<li>Training Contract 2028</li>');
  });
});

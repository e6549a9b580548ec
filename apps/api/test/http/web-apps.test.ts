import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApps } from '../../src/http/web-apps.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let t: TestApp;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(join(tmpdir(), 'shortlist-apps-'));
  for (const [name, html] of [
    ['candidate-portal', '<title>portal</title>'],
    ['manager-console', '<title>manager</title>'],
    ['admin-console', '<title>admin</title>'],
  ] as const) {
    await mkdir(join(appsDir, name, 'dist', 'assets'), { recursive: true });
    await writeFile(join(appsDir, name, 'dist', 'index.html'), html);
    await writeFile(join(appsDir, name, 'dist', 'assets', 'app.js'), `console.log('${name}')`);
    await writeFile(
      join(appsDir, name, 'dist', 'assets', 'app.js.map'),
      '{"version":3,"sources":["secret.tsx"]}',
    );
  }
  t = await startTestApp({ APPS_DIR: appsDir });
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built web apps', () => {
  it('answers page addresses with the matching app’s index.html so its router can show the screen', async () => {
    expect((await get('/')).body).toContain('portal');
    expect((await get('/roles?page=2')).body).toContain('portal');
    expect((await get('/job/some-link')).body).toContain('portal');
    expect((await get('/manager/roles')).body).toContain('manager');
    expect((await get('/manager')).body).toContain('manager');
    expect((await get('/admin/organizations/3')).body).toContain('admin');
    expect((await get('/clients')).body).toContain('admin');
    expect((await get('/clients/anything')).body).toContain('admin');
    expect((await get('/roles')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each app’s files under its own prefix', async () => {
    expect((await get('/assets/app.js')).body).toContain('candidate-portal');
    expect((await get('/manager/assets/app.js')).body).toContain('manager-console');
    // Vite's base '/admin/': /clients loads the same files from /admin/assets.
    expect((await get('/admin/assets/app.js')).body).toContain('admin-console');
  });

  it('never serves a source map of a built app, only a JSON 404', async () => {
    for (const url of ['/assets/app.js.map', '/manager/assets/app.js.map', '/admin/assets/app.js.map']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.tsx');
      expect(response.json(), url).toMatchObject({ error: expect.any(String) });
    }
  });

  it('answers /robots.txt and /sitemap.xml itself, never with the portal’s page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('User-agent: *');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset');
  });

  it('answers API addresses with the JSON error shape', async () => {
    const api = await get('/api/public/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
  });

  it('leaves the addresses of an app that is not built to the JSON not-found', async () => {
    const portalOnly = await mkdtemp(join(tmpdir(), 'shortlist-portal-only-'));
    await mkdir(join(portalOnly, 'candidate-portal', 'dist'), { recursive: true });
    await writeFile(join(portalOnly, 'candidate-portal', 'dist', 'index.html'), '<title>portal</title>');
    const server = Fastify();
    const resolve = await registerWebApps(server, portalOnly);
    expect(resolve('/clients')).toBeNull();
    expect(resolve('/admin/organizations/1')).toBeNull();
    expect(resolve('/roles')).toBe(join(portalOnly, 'candidate-portal', 'dist'));
    await server.close();
    await rm(portalOnly, { recursive: true, force: true });
  });

  it('does not serve pages for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/roles' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

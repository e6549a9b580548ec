import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../src/accounts/secrets.ts';
import { tokens } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import { startTestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/public/urlToken', payload: payload as object });
const resolve = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/urlToken/${token}` });

describe('POST /api/public/urlToken and GET /urlToken/{token}', () => {
  it('creates a token for a role id that resolves back to it, as often as asked', async () => {
    const created = await create({ id: 42 });
    expect(created.statusCode).toBe(200);
    const { token } = created.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await resolve(token)).json()).toEqual({ roleId: 42 });
    expect((await resolve(token)).json()).toEqual({ roleId: 42 });
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await create({ id: 5 })).json();
    const [row] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashSecret(token)));
    expect(row).toMatchObject({ purpose: 'url', payload: { roleId: 5 } });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers 404 for an unknown or expired token', async () => {
    expect((await resolve('never-issued')).statusCode).toBe(404);
    const { token } = (await create({ id: 9 })).json();
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashSecret(token)));
    expect((await resolve(token)).statusCode).toBe(404);
  });

  it('refuses an id that is not a positive whole number and stores nothing', async () => {
    const before = await t.db.select().from(tokens).where(eq(tokens.purpose, 'url'));
    for (const id of [0, -3, 1.5, '7', null, '7; DROP TABLE tokens']) {
      const response = await create({ id });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('id');
    }
    expect((await create({})).json().errors[0].field).toBe('id');
    expect(await t.db.select().from(tokens).where(eq(tokens.purpose, 'url'))).toHaveLength(before.length);
  });
});

import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { markersIn, sensitiveApplicant, setBlindStages } from './review-world.ts';

// Blind review in lists and exports: a blind row answers no names or email and is not found by them.

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let blind: Awaited<ReturnType<typeof sensitiveApplicant>>;
let seen: Awaited<ReturnType<typeof sensitiveApplicant>>;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  blind = await sensitiveApplicant(t, stageIds.firstRound);
  seen = await sensitiveApplicant(t, stageIds.atInterview);
  await setBlindStages(t, [stageIds.firstRound]);
});
afterAll(() => t.close());

const searchIds = (caller: SignedIn, ids: number[]) =>
  caller.request({ method: 'POST', url: '/api/v1/search/candidate/0', payload: { ids } });

type Row = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  blind: boolean;
};

describe('the search list at a blind-review stage', () => {
  it('answers a blind row without names or email, and a row at another stage with them', async () => {
    for (const caller of [manager, managerAdmin]) {
      const response = await searchIds(caller, [blind.candidate.id, seen.candidate.id]);
      expect(response.statusCode).toBe(200);
      const rows: Row[] = response.json().content;
      expect(rows.find((row) => row.id === blind.candidate.id)).toMatchObject({
        blind: true,
        firstName: null,
        lastName: null,
        email: null,
      });
      expect(rows.find((row) => row.id === seen.candidate.id)).toMatchObject({
        blind: false,
        firstName: 'Quillon',
        email: seen.email,
      });
      expect(markersIn(response.body, [blind.email])).toEqual([]);
    }
  });

  it('keeps a blind row out of a search by name or email, but finds it by its id', async () => {
    const byName = (
      await manager.request({ method: 'GET', url: '/api/v1/search/profiles?searchTerm=Marchetti-Blind' })
    ).json();
    const found = byName.content.map((row: Row) => row.id);
    expect(found).toContain(seen.candidate.id);
    expect(found).not.toContain(blind.candidate.id);
    const byEmail = await manager.request({
      method: 'GET',
      url: `/api/v1/search/profiles?searchTerm=${encodeURIComponent(blind.email)}`,
    });
    expect(byEmail.json().totalElements).toBe(0);
    const byId = await manager.request({
      method: 'GET',
      url: `/api/v1/search/profiles?searchTerm=${blind.candidate.id}`,
    });
    expect(byId.json().content.map((row: Row) => row.id)).toContain(blind.candidate.id);
  });

  it('answers the names once a manager admin has revealed the application', async () => {
    const other = await sensitiveApplicant(t, stageIds.firstRound);
    const revealed = await managerAdmin.request({
      method: 'POST',
      url: `/api/v1/organization/${other.candidate.organizationId}/candidate/${other.candidate.id}/reveal`,
      payload: { reason: 'Shortlisted for interview.' },
    });
    expect(revealed.statusCode).toBe(200);
    const [row] = (await searchIds(manager, [other.candidate.id])).json().content;
    expect(row).toMatchObject({ blind: false, firstName: 'Quillon', email: other.email });
  });
});

describe('the CSV export at a blind-review stage', () => {
  it("leaves a blind row's names and email blank and keeps the others", async () => {
    const response = await manager.request({
      method: 'POST',
      url: '/api/v1/candidate/export/',
      payload: { ids: [blind.candidate.id, seen.candidate.id] },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['id', 'firstName', 'lastName', 'email']);
    const cellsOf = (id: number) =>
      lines.map((line) => line.split(',')).find((cells) => cells[0] === String(id));
    expect(cellsOf(blind.candidate.id)?.slice(1, 4)).toEqual(['', '', '']);
    expect(cellsOf(seen.candidate.id)?.slice(1, 4)).toEqual(['Quillon', 'Marchetti-Blind', seen.email]);
    expect(markersIn(response.body, [blind.email])).toEqual([]);
  });
});

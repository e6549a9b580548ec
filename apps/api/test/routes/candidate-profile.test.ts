import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET and PUT /api/v1/user/profile', () => {
  it('round-trips the demo candidate’s seeded profile unchanged', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    const profile = (await candidate.request({ method: 'GET', url: '/api/v1/user/profile' })).json();
    expect(profile.universities[0]).toMatchObject({
      universityValue: 'university-of-manchester',
      degreeClass: expect.any(String),
    });
    const saved = await candidate.request({ method: 'PUT', url: '/api/v1/user/profile', payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(profile);
  });

  it('gives a candidate its own profile and saves a new one, field-checked', async () => {
    const email = 'amara.profile@shortlist.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/public/signup',
      payload: { email, password: 'Profile#2026', firstName: 'Amara', lastName: 'Okoro', acceptTerms: true },
    });
    expect(signup.statusCode).toBe(201);
    const candidate = await signIn(t.app, email, 'Profile#2026');
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user/profile' })).json()).toEqual({});

    const profile = {
      universities: [
        { universityType: 'UNDERGRADUATE', universityStartYear: 2022, universityGraduationYear: 2025 },
      ],
      sixthFormSchoolCompletedYear: 2022,
      citizen: true,
      diversity: { gender: 'prefer-not-to-say' },
    };
    const saved = await candidate.request({ method: 'PUT', url: '/api/v1/user/profile', payload: profile });
    expect(saved.statusCode).toBe(200);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user/profile' })).json()).toMatchObject(
      profile,
    );

    const bad = await candidate.request({
      method: 'PUT',
      url: '/api/v1/user/profile',
      payload: { universities: [{ universityStartYear: 2025, universityGraduationYear: 2020 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^universities\.0\./);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user/profile' })).json()).toMatchObject(
      profile,
    );
  });

  it('refuses managers: only candidates have a profile', async () => {
    const manager = await signIn(t.app, 'hm@hartwell.test');
    expect((await manager.request({ method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(403);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidateAccount, minimalPdf, multipartFile } from '../support/candidate-fixtures.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { clientAuthorization, signIn, startTestApp } from '../support/test-app.ts';

// Requests a person or a script can send by mistake or on purpose: each answers 4xx in the error shape.

let t: TestApp;
let manager: SignedIn;
let applicant: SignedIn;
let applicationId: number;
let hartwell: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  applicant = await createCandidateAccount(t, 'hostile.input@students.test', 'Hana');
  hartwell = await organizationIdOf(t.db, 'hartwell');
  applicationId = (await generatedApplication(t.db, 'hartwell')).id;
});
afterAll(() => t.close());

function expectRefused(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(
    expect.objectContaining({ error: expect.any(String), error_description: expect.any(String) }),
  );
}

/** A multipart body whose parts use another boundary than the header announces. */
async function mismatchedMultipart() {
  const { payload } = await multipartFile('cv.pdf', minimalPdf);
  return {
    payload,
    headers: { 'content-type': 'multipart/form-data; boundary=not-the-boundary-of-the-body' },
  };
}

const notAllowed = 'This text contains characters that are not allowed.';

describe('a body that cannot be parsed', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ada",',
    });
    expectRefused(response, 400);
  });

  it('answers 400 to JSON that tries to set __proto__ or constructor.prototype', async () => {
    for (const payload of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const response = await manager.request({
        method: 'PUT',
        url: '/api/v1/user',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectRefused(response, 400);
    }
  });

  it('answers 415 to a content type the route does not read', async () => {
    const response = await manager.request({
      method: 'PUT',
      url: '/api/v1/user',
      headers: { 'content-type': 'application/x-shockwave-flash' },
      payload: 'CWS',
    });
    expectRefused(response, 415);
  });

  it('answers 400 to a multipart sign-in form whose boundary does not match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      ...(await mismatchedMultipart()),
      headers: { ...(await mismatchedMultipart()).headers, authorization: clientAuthorization },
    });
    expectRefused(response, 400);
  });

  it('answers 400 to a CV upload whose boundary does not match', async () => {
    const me = (await applicant.request({ method: 'GET', url: '/api/v1/user' })).json();
    const response = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${me.candidateId ?? me.id}/cv`,
      ...(await mismatchedMultipart()),
    });
    expectRefused(response, 400);
  });

  it("answers 400 to a manager's document upload whose boundary does not match", async () => {
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/organization/${hartwell}/candidate/${applicationId}/upload`,
      ...(await mismatchedMultipart()),
    });
    expectRefused(response, 400);
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL in a sign-up name with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/signup',
      headers: { authorization: clientAuthorization },
      payload: {
        email: 'nul.name@example.com',
        password: 'Shortlist#2026',
        firstName: 'Ada\u0000',
        lastName: 'Lovelace',
        acceptTerms: true,
      },
    });
    expectRefused(response, 400);
    expect(response.json().errors).toEqual([{ field: 'firstName', message: notAllowed }]);
  });

  it('answers 400 to a NUL in a path segment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/login/ada%00%40example.com/',
      headers: { authorization: clientAuthorization },
    });
    expectRefused(response, 400);
  });
});

describe('addresses out of the ordinary', () => {
  it('answers 400 in the error shape to a path that is not valid percent-encoding', async () => {
    for (const url of ['/api/v1/user/%ED%A0%80', '/api/public/login/%E0%A4%A/']) {
      expectRefused(await manager.request({ method: 'DELETE', url }), 400);
    }
  });
});

describe('numbers the database cannot store', () => {
  it('answers 400 to an id past the largest integer column value', async () => {
    const response = await manager.request({ method: 'GET', url: '/api/v1/schedules/2147483648' });
    expectRefused(response, 400);
    expect(response.json().errors).toEqual([{ field: 'id', message: 'Must be at most 2147483647.' }]);
  });
});

describe('headers out of the ordinary', () => {
  it('answers 401 to a Bearer token of 100,000 characters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${'a'.repeat(100_000)}` },
    });
    expectRefused(response, 401);
  });

  it('answers 4xx to client credentials that are not base64', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/signup',
      headers: { authorization: 'Basic %%%\u00ff' },
      payload: {},
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

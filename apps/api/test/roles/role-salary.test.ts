import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// A role's stated salary: refused field by field when wrong, kept as sent, shown publicly and posted.

let t: TestApp;
let hartwell: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const salary = { min: 42000, max: 48000, currency: 'GBP', period: 'YEAR' };

const create = (fields: Record<string, unknown>) =>
  hartwell.request({
    method: 'POST',
    url: '/api/v1/roles',
    payload: { name: 'Associate 2027', roleType: 'GRADUATE_SCHEME', status: 'LIVE', ...fields },
  });

const fieldErrors = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
  response.json().errors ?? [];

describe('a role’s salary', () => {
  it.each([
    [
      'a top below its bottom',
      { ...salary, max: 41000 },
      'salary.max',
      'The top of the range must not be below its bottom.',
    ],
    [
      'an unknown currency',
      { ...salary, currency: 'XYZ' },
      'salary.currency',
      'Use one of these currency codes: GBP, EUR, USD, AUD, HKD.',
    ],
    [
      'a lower-case currency',
      { ...salary, currency: 'gbp' },
      'salary.currency',
      'Use one of these currency codes: GBP, EUR, USD, AUD, HKD.',
    ],
    ['no currency', { min: 1, period: 'YEAR' }, 'salary.currency', 'This field is required.'],
    ['an unknown period', { ...salary, period: 'FORTNIGHT' }, 'salary.period', undefined],
    ['a negative amount', { ...salary, min: -1 }, 'salary.min', 'Must be at least 0.'],
    ['fractions of a penny', { ...salary, min: 12.345 }, 'salary.min', 'Use at most two decimal places.'],
    ['text for an amount', { ...salary, min: '42k' }, 'salary.min', 'Must be a number.'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, sent, field, message) => {
    const before = (await hartwell.request({ method: 'GET', url: '/api/v1/roles' })).json().length;
    const response = await create({ salary: sent });
    expect(response.statusCode).toBe(400);
    const error = fieldErrors(response).find((entry) => entry.field === field);
    expect(error, JSON.stringify(fieldErrors(response))).toBeDefined();
    if (message) expect(error?.message).toBe(message);
    expect((await hartwell.request({ method: 'GET', url: '/api/v1/roles' })).json()).toHaveLength(before);
  });

  it('keeps the salary as sent, changes it as a whole, leaves it alone on other edits, and clears it with null', async () => {
    const created = await create({ salary });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().salary).toEqual(salary);
    const read = await hartwell.request({ method: 'GET', url: `/api/v1/roles/${id}` });
    expect(read.json().salary).toEqual(salary);

    const hourly = { min: 15.75, currency: 'EUR', period: 'HOUR' };
    const changed = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${id}`,
      payload: { salary: hourly },
    });
    expect(changed.json().salary).toEqual({ ...hourly, max: null });
    const renamed = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${id}`,
      payload: { name: 'Associate 2028' },
    });
    expect(renamed.json().salary).toEqual({ ...hourly, max: null });
    const refused = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${id}`,
      payload: { salary: { ...hourly, max: 10 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused).map((entry) => entry.field)).toEqual(['salary.max']);
    expect((await hartwell.request({ method: 'GET', url: `/api/v1/roles/${id}` })).json().salary).toEqual({
      ...hourly,
      max: null,
    });
    const cleared = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${id}`,
      payload: { salary: null },
    });
    expect(cleared.json().salary).toBeNull();
  });

  it('is on the public role and in its JobPosting', async () => {
    const created = await create({ salary: { ...salary, currency: 'USD', period: 'MONTH' } });
    const id = created.json().id;
    const publicRole = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/roles/${id}` });
    expect(publicRole.json().salary).toEqual({ ...salary, currency: 'USD', period: 'MONTH' });
    const posting = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/${id}/google` });
    expect(posting.json().baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 42000, maxValue: 48000, unitText: 'MONTH' },
    });
    const withoutSalary = await create({});
    expect(withoutSalary.json().salary).toBeNull();
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/public/hartwell/${withoutSalary.json().id}/google`,
    });
    expect(plain.json().baseSalary).toBeUndefined();
  });
});

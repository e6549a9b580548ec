import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import { startTestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/public${url}`, query });

const labelsOf = (items: { label: string }[]) => items.map((item) => item.label);

describe('GET /api/public/postCode/validation', () => {
  it('accepts a UK postcode in any case and spacing and answers it normalised', async () => {
    const response = await get('/postCode/validation', { postCode: ' sw1a1aa ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, postCode: 'SW1A 1AA' });
    expect((await get('/postCode/validation', { postCode: 'EC2V 6EE' })).json().postCode).toBe('EC2V 6EE');
  });

  it("refuses a malformed, missing or oversized postcode with the field message 'Invalid post code'", async () => {
    for (const postCode of ['12345', 'QQ1 1AA', "SW1A' OR 1=1", 'x'.repeat(5000)]) {
      const response = await get('/postCode/validation', { postCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'postCode', message: 'Invalid post code' }]);
    }
    expect((await get('/postCode/validation')).json().errors[0].field).toBe('postCode');
  });
});

describe('GET /api/public/universities', () => {
  it('lists UK universities by default, matching the term in any case, ordered by label', async () => {
    const response = await get('/universities', { term: 'LONDON' });
    expect(response.statusCode).toBe(200);
    const labels = labelsOf(response.json());
    expect(labels).toContain("King's College London");
    expect(labels.every((label) => label.toLowerCase().includes('london'))).toBe(true);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(response.json()[0].attributes).toMatchObject({ countryBase: 'UK', countryId: 'GB' });
  });

  it('filters by country base and country id, and answers at most 50', async () => {
    const all = (await get('/universities')).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(50);
    expect(
      all.every((item: { attributes: { countryBase: string } }) => item.attributes.countryBase === 'UK'),
    ).toBe(true);

    const australian = labelsOf((await get('/universities', { countryBase: 'OZ' })).json());
    expect(australian.length).toBeGreaterThan(0);
    expect(australian).not.toContain('University of Cambridge');
    expect((await get('/universities', { countryBase: 'UK', countryId: 'AU' })).json()).toEqual([]);

    const countries = (await get('/countries')).json();
    const unitedKingdom = countries.find((country: { value: string }) => country.value === 'gb');
    const byId = labelsOf(
      (await get('/universities', { countryId: String(unitedKingdom.id), term: 'cambridge' })).json(),
    );
    expect(byId).toEqual(['University of Cambridge']);
  });

  it('treats % and _ in the term as text, not wildcards', async () => {
    expect((await get('/universities', { term: '%' })).json()).toEqual([]);
    expect((await get('/universities', { term: '_' })).json()).toEqual([]);
  });

  it('refuses an unknown country base or a malformed country id', async () => {
    const badBase = await get('/universities', { countryBase: 'MARS' });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json().errors[0].field).toBe('countryBase');
    expect((await get('/universities', { countryId: "GB' --" })).json().errors[0].field).toBe('countryId');
  });
});

describe('GET /api/public/countries', () => {
  it('lists the countries with the country bases first', async () => {
    const response = await get('/countries');
    expect(response.statusCode).toBe(200);
    const labels = labelsOf(response.json());
    expect(labels.slice(0, 4)).toEqual(['United Kingdom', 'Ireland', 'Australia', 'Hong Kong']);
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      value: 'gb',
      label: 'United Kingdom',
      attributes: { code: 'GB' },
    });
  });
});

describe('GET /api/public/translation', () => {
  it('answers the Welsh phrase map, including phrases added later', async () => {
    await t.db.insert(translations).values({ language: 'cy', key: 'Welcome', value: 'Croeso' });
    const response = await get('/translation', { language: 'cy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ 'Sign in': 'Mewngofnodi', Welcome: 'Croeso' });
  });

  it('answers an empty map for a language without translations or none given', async () => {
    expect((await get('/translation', { language: 'fr' })).json()).toEqual({});
    expect((await get('/translation')).json()).toEqual({});
  });

  it('refuses a malformed language code', async () => {
    const response = await get('/translation', { language: "cy'; --" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('language');
  });
});

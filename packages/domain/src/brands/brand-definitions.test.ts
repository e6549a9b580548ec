import { describe, expect, it } from 'vitest';
import type { BrandFlag, BrandId } from './brand-definitions.ts';
import {
  brandIds,
  brands,
  hasBrandFlag,
  isBrandId,
  isExternalBrand,
  mainBrandId,
  productName,
} from './brand-definitions.ts';

describe('brands', () => {
  it('offers the five variants of §1 with the candidate portal as main variant', () => {
    expect(brandIds).toEqual(['portal', 'cms', 'lateral', 'contextual', 'connect']);
    expect(mainBrandId).toBe('portal');
  });

  it.each(brandIds)('keeps %s under its own id, product name, .test domain and support mailbox', (id) => {
    const brand = brands[id];
    expect(brand.id).toBe(id);
    expect(brand.displayName.startsWith(productName)).toBe(true);
    expect(brand.domain.endsWith('.test')).toBe(true);
    expect(brand.supportEmail).toBe(`support@${brand.domain}`);
    expect(brand.teamName).toContain('Client Success');
  });

  it('gives every variant its own domain, support contact and team name', () => {
    for (const key of ['domain', 'supportEmail', 'teamName', 'displayName'] as const) {
      expect(new Set(brandIds.map((id) => brands[id][key])).size).toBe(brandIds.length);
    }
  });

  it.each(brandIds)('marks %s as exactly one of INTERNAL or EXTERNAL', (id) => {
    expect(hasBrandFlag(id, 'INTERNAL')).not.toBe(hasBrandFlag(id, 'EXTERNAL'));
  });

  it.each<[BrandId, boolean, string | null]>([
    ['portal', false, null],
    ['cms', false, null],
    ['lateral', false, 'Lateral'],
    ['contextual', true, 'Context'],
    ['connect', true, 'Connect'],
  ])('treats %s as external=%s with title prefix %s', (id, external, prefix) => {
    expect(isExternalBrand(id)).toBe(external);
    expect(brands[id].titlePrefix).toBe(prefix);
  });

  it.each(brandIds)('gives %s an API host and a profile host on its domain only when external', (id) => {
    const { apiHost, profileHost, domain } = brands[id];
    if (!isExternalBrand(id)) {
      expect([apiHost, profileHost]).toEqual([null, null]);
      return;
    }
    expect(apiHost?.endsWith(`.${domain}`)).toBe(true);
    expect(profileHost?.endsWith(`.${domain}`)).toBe(true);
    expect(apiHost).not.toBe(profileHost);
  });

  it.each<[BrandId, BrandFlag, boolean]>([
    ['lateral', 'LATERAL', true],
    ['portal', 'LATERAL', false],
    ['contextual', 'CRSAO', true],
    ['connect', 'CRSAO', false],
  ])('reports whether %s carries the %s flag (%s)', (id, flag, expected) => {
    expect(hasBrandFlag(id, flag)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['portal', true],
    ['connect', true],
    ['Portal', false],
    ['shortlist', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('recognises %j as a brand id: %s', (value, expected) => {
    expect(isBrandId(value)).toBe(expected);
  });
});

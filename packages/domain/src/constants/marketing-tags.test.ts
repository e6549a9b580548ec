import { describe, expect, it } from 'vitest';
import { pickMarketingTags } from './marketing-tags.ts';

describe('pickMarketingTags', () => {
  it('keeps the tag ids and drops every other text setting and empty values', () => {
    expect(
      pickMarketingTags({
        gtmId: 'GTM-AB12',
        pixelUrl: '',
        enableAptitudeOne: 'true',
        reviewEmailDomains: 'x.test',
      }),
    ).toEqual({ gtmId: 'GTM-AB12' });
  });
});

import { describe, expect, it } from 'vitest';
import { organizationSettingsSchema } from './organization-settings.ts';

const settings = {
  reviewEmailDomains: [],
  sessionTimeout: null,
  enabledTests: [],
  timezones: [],
  roleTypes: [],
  gtmId: null,
  gtmScriptUrl: null,
  pixelUrl: null,
  facebookPixelId: null,
  contactEmail: null,
  contactPhone: null,
  contactText: null,
  blindReviewStageIds: [],
  brandColour: null,
  logoUrl: null,
};

function brandColourIssues(brandColour: string | null) {
  const result = organizationSettingsSchema.safeParse({ ...settings, brandColour });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'brandColour');
}

describe('the brand colour of the organisation settings', () => {
  it('takes a dark colour, or none', () => {
    expect(brandColourIssues('#0b5d6b')).toEqual([]);
    expect(brandColourIssues(null)).toEqual([]);
  });

  it('refuses a light colour with the ratio it reaches and the one it needs', () => {
    expect(brandColourIssues('#777777').map((issue) => issue.message)).toEqual([
      'This colour has a contrast of 4.48:1 with white; at least 4.5:1 is needed. Choose a darker colour.',
    ]);
  });

  it('refuses a malformed colour with the format message alone', () => {
    expect(brandColourIssues('#fff').map((issue) => issue.message)).toEqual(['Enter a colour as #rrggbb.']);
  });
});

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

describe('who emails come from (issue 32)', () => {
  const parse = (fields: Record<string, unknown>) =>
    organizationSettingsSchema.safeParse({ ...settings, ...fields });

  it('defaults both to none, so a client that does not know them keeps working', () => {
    expect(parse({}).data).toMatchObject({ senderName: null, replyEmail: null });
  });

  it('takes a plain sender name and a reply address, lower-cased', () => {
    expect(
      parse({ senderName: 'Hartwell & Finch Graduates', replyEmail: 'Grads@Hartwell.co.uk' }).data,
    ).toMatchObject({
      senderName: 'Hartwell & Finch Graduates',
      replyEmail: 'grads@hartwell.co.uk',
    });
  });

  it('refuses a sender name that could pose as an address or add a header', () => {
    for (const senderName of ['Hartwell <x@example.com>', 'a@b', 'Line\nBcc: x@example.com', '"quoted"']) {
      const result = parse({ senderName });
      expect(result.success, senderName).toBe(false);
      expect([...new Set(result.error?.issues.map((issue) => issue.path[0]))]).toEqual(['senderName']);
    }
  });
});

import type { Organization } from '@shortlist/domain/schemas';
import { describe, expect, it } from 'vitest';
import { readOrganizationSettings } from './organization-settings.ts';

const hartwell = {
  id: 1,
  name: 'Hartwell & Finch LLP',
  sector: { id: 1, kind: 'LAW_FIRM' },
  additionalLanguageSupport: ['cy'],
  search: null,
  defaultConfiguration: { text: { gtmId: 'GTM-1', enableAptitudeOne: 'true' } },
  sessionTimeout: 20,
} as unknown as Organization;

describe('readOrganizationSettings', () => {
  it("reads the sector's wording, the languages, the search flag, the text settings and the timeout", () => {
    expect(readOrganizationSettings(hartwell)).toEqual({
      sectorKind: 'LAW_FIRM',
      languages: ['en', 'cy'],
      searchEnabled: true,
      text: { gtmId: 'GTM-1', enableAptitudeOne: 'true' },
      sessionTimeoutMinutes: 20,
    });
  });

  it('hides search only when the flag is exactly false', () => {
    expect(readOrganizationSettings({ ...hartwell, search: false }).searchEnabled).toBe(false);
    expect(readOrganizationSettings({ ...hartwell, search: true }).searchEnabled).toBe(true);
    expect(readOrganizationSettings({ ...hartwell, search: undefined }).searchEnabled).toBe(true);
  });

  it('reads a missing sector kind as a company and no timeout as none', () => {
    const settings = readOrganizationSettings({ ...hartwell, sector: { id: 9 }, sessionTimeout: null });
    expect(settings.sectorKind).toBe('COMPANY');
    expect(settings.sessionTimeoutMinutes).toBeNull();
  });

  it('gives the defaults without an organisation', () => {
    expect(readOrganizationSettings(null)).toEqual({
      sectorKind: 'COMPANY',
      languages: ['en'],
      searchEnabled: true,
      text: {},
      sessionTimeoutMinutes: null,
    });
  });
});

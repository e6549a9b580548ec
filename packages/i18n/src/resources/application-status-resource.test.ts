import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n.ts';
import { applicationStatusContext } from '../vocabulary-context.ts';
import { common } from './en/common.ts';

const { t } = createI18n({ resources: { common } });
const status = (
  key: 'offer' | 'interview' | 'unsuccessful',
  sector: Parameters<typeof applicationStatusContext>[0],
  roleType: string | null,
) => t(`applicationStatus.${key}`, { context: applicationStatusContext(sector, roleType) });

describe('candidate-facing application statuses', () => {
  it('name the offer of a scheme in the sector’s words', () => {
    expect(status('offer', 'LAW_FIRM', 'GRADUATE_SCHEME')).toBe('Training contract offer');
    expect(status('offer', 'LAW_FIRM', 'INTERNSHIP')).toBe('Vacation scheme offer');
    expect(status('offer', 'CHAMBERS', 'GRADUATE_SCHEME')).toBe('Pupillage offer');
    expect(status('offer', 'CHAMBERS', 'INTERNSHIP')).toBe('Mini-pupillage offer');
    expect(status('offer', 'COMPANY', 'GRADUATE_SCHEME')).toBe('Graduate scheme offer');
  });

  it('read the plain words for other role types and for statuses no sector renames', () => {
    expect(status('offer', 'COMPANY', 'APPRENTICESHIP')).toBe('Offer');
    expect(status('offer', 'LAW_FIRM', null)).toBe('Offer');
    expect(status('interview', 'CHAMBERS', 'GRADUATE_SCHEME')).toBe('Interview');
    expect(status('unsuccessful', 'LAW_FIRM', 'INTERNSHIP')).toBe('Unsuccessful');
  });
});

import { describe, expect, it } from 'vitest';
import { buildVocabularyResource } from './vocabulary-resource.ts';

describe('buildVocabularyResource', () => {
  it('holds every sector word, singular and plural, under its context', () => {
    expect(buildVocabularyResource()).toEqual({
      organization_one: 'Company',
      organization_other: 'Companies',
      graduateScheme: 'Graduate scheme',
      internship: 'Internship',
      organization_lawFirm_one: 'Firm',
      organization_lawFirm_other: 'Firms',
      graduateScheme_lawFirm: 'Training contract',
      internship_lawFirm: 'Vacation scheme',
      organization_chambers_one: 'Chambers',
      organization_chambers_other: 'Chambers',
      graduateScheme_chambers: 'Pupillage',
      internship_chambers: 'Mini-pupillage',
      organization_company_one: 'Company',
      organization_company_other: 'Companies',
      graduateScheme_company: 'Graduate scheme',
      internship_company: 'Internship',
    });
  });
});

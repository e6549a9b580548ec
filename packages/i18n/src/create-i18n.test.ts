import { sectorKinds, sectorVocabulary } from '@shortlist/domain/vocabulary';
import type { ThirdPartyModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { en } from './resources/en/index.ts';
import { vocabularyContext } from './vocabulary-context.ts';

describe('createI18n', () => {
  it('translates as soon as it returns, in English from the common namespace', () => {
    const i18n = createI18n({ resources: en });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    expect(i18n.t('manager:scheduling.steps.structure')).toBe('Select role & stage');
  });

  it.each([
    ['LAW_FIRM', 'Firm', 'Firms'],
    ['CHAMBERS', 'Chambers', 'Chambers'],
    ['COMPANY', 'Company', 'Companies'],
  ] as const)('names a %s organisation %s, and several %s, through the context', (kind, one, many) => {
    const { t } = createI18n({ resources: en });
    const context = vocabularyContext(kind);
    expect(t('vocabulary.organization', { context, count: 1 })).toBe(one);
    expect(t('vocabulary.organization', { context, count: 2 })).toBe(many);
  });

  it.each([
    ['LAW_FIRM', 'Training contract', 'Vacation scheme'],
    ['CHAMBERS', 'Pupillage', 'Mini-pupillage'],
    ['COMPANY', 'Graduate scheme', 'Internship'],
  ] as const)('words the schemes of a %s as %s and %s', (kind, graduateScheme, internship) => {
    const { t } = createI18n({ resources: en });
    const context = vocabularyContext(kind);
    expect(t('vocabulary.graduateScheme', { context })).toBe(graduateScheme);
    expect(t('vocabulary.internship', { context })).toBe(internship);
  });

  it('words the context-free vocabulary keys for the given sector', () => {
    const { t } = createI18n({ resources: en, sectorKind: 'CHAMBERS' });
    expect(t('vocabulary.organization', { count: 3 })).toBe('Chambers');
    expect(t('vocabulary.graduateScheme')).toBe('Pupillage');
    expect(t('vocabulary.internship')).toBe('Mini-pupillage');
  });

  it('words the context-free keys as a company when no sector is given', () => {
    const { t } = createI18n({ resources: en });
    expect(t('vocabulary.organization', { count: 1 })).toBe('Company');
    expect(t('vocabulary.graduateScheme')).toBe('Graduate scheme');
  });

  it('keeps each instance to its own sector', () => {
    const lawFirm = createI18n({ resources: en, sectorKind: 'LAW_FIRM' });
    const company = createI18n({ resources: en, sectorKind: 'COMPANY' });
    expect(lawFirm.t('vocabulary.organization', { count: 2 })).toBe('Firms');
    expect(company.t('vocabulary.organization', { count: 2 })).toBe('Companies');
  });

  it('agrees with the domain wording for every sector', () => {
    const { t } = createI18n({ resources: en });
    for (const kind of sectorKinds) {
      const context = vocabularyContext(kind);
      expect(t('vocabulary.organization', { context, count: 2 })).toBe(
        sectorVocabulary[kind].organizationPlural,
      );
    }
  });

  it('starts in a configured language and falls back to English for keys it lacks', () => {
    const i18n = createI18n({ resources: en, language: 'cy' });
    expect(i18n.language).toBe('cy');
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    expect(i18n.t('relativeDate.daysAgo', { count: 2 })).toBe('2 days ago');
  });

  it('uses the modules it is given before init, as the shell does with initReactI18next', () => {
    const seen: string[] = [];
    const module: ThirdPartyModule = {
      type: '3rdParty',
      init: (instance) => seen.push(instance.t('auth.signIn')),
    };
    createI18n({ resources: en, modules: [module] });
    expect(seen).toEqual(['Sign in']);
  });

  it('leaves interpolated values unescaped for React to escape', () => {
    const { t } = createI18n({ resources: en });
    expect(t('errors.support', { email: 'a&b@shortlist.test' })).toContain('a&b@shortlist.test');
  });
});

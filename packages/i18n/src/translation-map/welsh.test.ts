import { describe, expect, it } from 'vitest';
import { createI18n } from '../create-i18n.ts';
import { en } from '../resources/en/index.ts';
import { vocabularyContext } from '../vocabulary-context.ts';
import { createTranslationLoader } from './translation-loader.ts';

// A second language end to end: the phrase map the API answers turns the keyed screens into Welsh.
const welshMap = {
  'Sign in': 'Mewngofnodi',
  Password: 'Cyfrinair',
  Today: 'Heddiw',
  '{{count}} days ago': '{{count}} diwrnod yn ôl',
  Pupillage: 'Disgybliaeth',
  'Select role & stage': 'Dewis rôl a cham',
};

describe('Welsh through the translation map', () => {
  it('switches keyed texts only after the map has loaded and the language is configured', async () => {
    const i18n = createI18n({ resources: en, sectorKind: 'CHAMBERS' });
    const loader = createTranslationLoader({ i18n, fetchTranslations: async () => welshMap });

    expect(i18n.t('auth.signIn')).toBe('Sign in');
    await loader.configureLanguage('cy');
    expect(i18n.t('auth.signIn')).toBe('Sign in');

    await loader.load();
    expect(i18n.language).toBe('cy');
    expect(i18n.t('auth.signIn')).toBe('Mewngofnodi');
    expect(i18n.t('auth.password')).toBe('Cyfrinair');
    expect(i18n.t('relativeDate.today')).toBe('Heddiw');
    expect(i18n.t('manager:scheduling.steps.structure')).toBe('Dewis rôl a cham');
    expect(i18n.t('vocabulary.graduateScheme')).toBe('Disgybliaeth');
    expect(i18n.t('vocabulary.graduateScheme', { context: vocabularyContext('CHAMBERS') })).toBe(
      'Disgybliaeth',
    );
  });

  it('keeps English for phrases the map lacks, plural forms included', async () => {
    const i18n = createI18n({ resources: en });
    const loader = createTranslationLoader({ i18n, fetchTranslations: async () => welshMap });
    await loader.load();
    await loader.configureLanguage('cy');
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('relativeDate.daysAgo', { count: 5 })).toBe('5 diwrnod yn ôl');
    expect(i18n.t('vocabulary.organization', { count: 2 })).toBe('Companies');
  });
});

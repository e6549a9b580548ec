import { describe, expect, it } from 'vitest';
import { addNamespace } from './add-namespace.ts';
import { createI18n } from './create-i18n.ts';
import { candidate } from './resources/en/candidate.ts';
import { common } from './resources/en/common.ts';
import { manager } from './resources/en/manager.ts';
import { createTranslationLoader } from './translation-map/translation-loader.ts';

// Each app loads only its own namespaces; a lazy screen adds one it reads, translated like the rest.
const welshMap = { 'Sign in': 'Mewngofnodi', Applications: 'Ceisiadau', 'Select role & stage': 'Dewis rôl' };

describe('an app that loads only some namespaces', () => {
  it('resolves the namespaces it was given and shows the keys of the others', () => {
    const i18n = createI18n({ resources: { common, candidate } });
    expect(i18n.t('auth.signIn')).toBe('Sign in');
    expect(i18n.t('candidate:applications.title')).toBe('Applications');
    expect(i18n.hasResourceBundle('en', 'manager')).toBe(false);
    expect(i18n.t('manager:scheduling.steps.structure')).toBe('scheduling.steps.structure');
  });

  it('keeps the sector vocabulary, which the shared namespace holds', () => {
    const i18n = createI18n({ resources: { common, manager }, sectorKind: 'LAW_FIRM' });
    expect(i18n.t('vocabulary.organization', { count: 2 })).toBe('Firms');
  });

  it('adds a namespace later, once, from a copy of the resources', () => {
    const i18n = createI18n({ resources: { common, manager } });
    addNamespace(i18n, 'candidate', candidate);
    expect(i18n.t('candidate:applications.title')).toBe('Applications');
    i18n.addResource('en', 'candidate', 'applications.title', 'Changed');
    addNamespace(i18n, 'candidate', candidate);
    expect(i18n.t('candidate:applications.title')).toBe('Changed');
    expect(candidate.applications.title).toBe('Applications');
  });

  it('translates the loaded namespaces, and one added after the map applied', async () => {
    const i18n = createI18n({ resources: { common, manager } });
    const loader = createTranslationLoader({ i18n, fetchTranslations: async () => welshMap });
    await loader.configureLanguage('cy');
    await loader.load();
    expect(i18n.t('auth.signIn')).toBe('Mewngofnodi');
    expect(i18n.t('manager:scheduling.steps.structure')).toBe('Dewis rôl');
    expect(i18n.hasResourceBundle('cy', 'candidate')).toBe(false);

    addNamespace(i18n, 'candidate', candidate);
    expect(i18n.t('candidate:applications.title')).toBe('Ceisiadau');
  });

  it('leaves a namespace added before any map in English until the map applies', async () => {
    const i18n = createI18n({ resources: { common } });
    const loader = createTranslationLoader({ i18n, fetchTranslations: async () => welshMap });
    addNamespace(i18n, 'candidate', candidate);
    await loader.configureLanguage('cy');
    expect(i18n.t('candidate:applications.title')).toBe('Applications');
    await loader.load();
    expect(i18n.t('candidate:applications.title')).toBe('Ceisiadau');
  });
});

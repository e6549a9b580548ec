import { describe, expect, it } from 'vitest';
import { applySectorVocabulary } from './apply-sector-vocabulary.ts';
import { createI18n } from './create-i18n.ts';
import { en } from './resources/en/index.ts';

describe('applySectorVocabulary', () => {
  it('switches the context-free vocabulary to another sector once the organisation is known', () => {
    const i18n = createI18n({ resources: en });
    applySectorVocabulary(i18n, 'LAW_FIRM');
    expect(i18n.t('vocabulary.organization', { count: 1 })).toBe('Firm');
    expect(i18n.t('vocabulary.internship')).toBe('Vacation scheme');
  });

  it('leaves the wording chosen through a context unchanged', () => {
    const i18n = createI18n({ resources: en });
    applySectorVocabulary(i18n, 'LAW_FIRM');
    expect(i18n.t('vocabulary.organization', { context: 'company', count: 2 })).toBe('Companies');
  });

  it('switches translated bundles from their own sector words', () => {
    const i18n = createI18n({ resources: en });
    i18n.addResourceBundle(
      'cy',
      'common',
      { vocabulary: { graduateScheme_chambers: 'Disgybliaeth' } },
      true,
      true,
    );
    applySectorVocabulary(i18n, 'CHAMBERS');
    expect(i18n.getResource('cy', 'common', 'vocabulary.graduateScheme')).toBe('Disgybliaeth');
  });
});

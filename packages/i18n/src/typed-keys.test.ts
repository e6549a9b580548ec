import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { en } from './resources/en/index.ts';

// `tsc` checks this file: each @ts-expect-error fails the typecheck if the call below it ever compiles.
describe('typed keys', () => {
  const { t } = createI18n({ resources: en });

  it('resolves keys of the default and the named namespaces', () => {
    expect(t('actions.save')).toBe('Save');
    expect(t('candidate:applications.title')).toBe('Applications');
    expect(t('admin:clients.sectorKind.CHAMBERS')).toBe('Chambers');
  });

  it('rejects a missing key at typecheck and shows the key at runtime', () => {
    // @ts-expect-error 'auth.signOn' is not a key of the common resources.
    expect(t('auth.signOn')).toBe('auth.signOn');
  });

  it('rejects a key of another namespace without its prefix', () => {
    // @ts-expect-error stage names live in the manager namespace.
    expect(t('stages.1')).toBe('stages.1');
  });

  it('asks for the values a message interpolates', () => {
    // @ts-expect-error the support message needs the brand's email.
    expect(t('errors.support')).toContain('{{email}}');
  });

  it('rejects a context the vocabulary does not have', () => {
    // @ts-expect-error 'agency' is not a sector context.
    expect(t('vocabulary.graduateScheme', { context: 'agency' })).toBe('Graduate scheme');
  });
});

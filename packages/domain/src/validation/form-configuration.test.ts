import { describe, expect, it } from 'vitest';
import type { FormConfiguration } from './form-configuration.ts';
import { isFieldRequired, isFieldVisible } from './form-configuration.ts';

const config: FormConfiguration = {
  fields: { phone: false, address: true, nickname: null },
  required: { phone: true, address: true, postcode: true, nickname: false },
};

describe('isFieldVisible', () => {
  it.each([
    ['phone', false],
    ['address', true],
    ['nickname', true],
    ['unlisted', true],
  ])('%s -> %s', (key, expected) => {
    expect(isFieldVisible(config, key)).toBe(expected);
  });

  it('shows every field without a configuration', () => {
    expect(isFieldVisible(null, 'phone')).toBe(true);
    expect(isFieldVisible(undefined, 'phone')).toBe(true);
    expect(isFieldVisible({}, 'phone')).toBe(true);
  });
});

describe('isFieldRequired', () => {
  it.each([
    ['address (visible, required)', 'address', true],
    ['postcode (not listed in fields, required)', 'postcode', true],
    ['phone (required but hidden)', 'phone', false],
    ['nickname (required flag false)', 'nickname', false],
    ['unlisted', 'unlisted', false],
  ])('%s -> %s', (_case, key, expected) => {
    expect(isFieldRequired(config, key)).toBe(expected);
  });

  it('requires nothing without a configuration', () => {
    expect(isFieldRequired(null, 'address')).toBe(false);
  });
});

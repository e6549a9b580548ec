import { describe, expect, it } from 'vitest';
import { buildTranslatedResources, parseTranslationMap } from './build-translated-resources.ts';

describe('buildTranslatedResources', () => {
  const english = {
    auth: { signIn: 'Sign in', password: 'Password' },
    actions: { save: 'Save' },
    form: { optional: 'Optional' },
  };

  it('gives each key the translation of its English value', () => {
    const map = { 'Sign in': 'Mewngofnodi', Save: 'Cadw' };
    expect(buildTranslatedResources(english, map)).toEqual({
      auth: { signIn: 'Mewngofnodi' },
      actions: { save: 'Cadw' },
    });
  });

  it('leaves out keys the map has no phrase for, so they fall back to English', () => {
    expect(buildTranslatedResources(english, {})).toEqual({});
  });

  it('ignores empty translations and inherited object properties', () => {
    expect(buildTranslatedResources({ a: 'Save', b: 'constructor' }, { Save: '' })).toEqual({});
  });
});

describe('parseTranslationMap', () => {
  it('keeps the string entries of an object answer', () => {
    expect(parseTranslationMap({ 'Sign in': 'Mewngofnodi', count: 3 })).toEqual({ 'Sign in': 'Mewngofnodi' });
  });

  it('reads anything else as an empty map', () => {
    expect(parseTranslationMap(null)).toEqual({});
    expect(parseTranslationMap(['Sign in'])).toEqual({});
    expect(parseTranslationMap('Sign in')).toEqual({});
  });
});

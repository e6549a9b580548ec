import { describe, expect, it } from 'vitest';
import { builtInFormParts, isBuiltInFormPart } from './role-form-parts.ts';

describe('isBuiltInFormPart', () => {
  it('knows the parts the portal renders itself and nothing else', () => {
    expect(builtInFormParts.every(isBuiltInFormPart)).toBe(true);
    expect(isBuiltInFormPart('whyUs')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildFormSteps, clampScreenIndex, isPartOffered, isPartRequired } from './form-steps.ts';
import type { RoleFormConfiguration } from './role-form.ts';

const config: RoleFormConfiguration = {
  sections: [
    { key: 'about', title: 'About you', fields: [{ key: 'name', label: 'Name', type: 'text' }] },
    { key: 'hidden', title: 'Hidden', fields: [{ key: 'secret', label: 'Secret', type: 'text' }] },
    { key: 'off', title: 'Switched off', fields: [{ key: 'other', label: 'Other', type: 'text' }] },
  ],
  fields: { secret: false },
  subsections: { off: false },
};

const kinds = (steps: ReturnType<typeof buildFormSteps>) => steps.map((step) => step.id);

describe('buildFormSteps', () => {
  it('starts the standard flow with the profile and skips sections with nothing visible', () => {
    expect(kinds(buildFormSteps(config, 'standard'))).toEqual([
      'profile',
      'section-about',
      'documents',
      'declarations',
    ]);
  });

  it('leaves the profile out of the passport flow (/applyp)', () => {
    expect(kinds(buildFormSteps(config, 'passport'))).toEqual(['section-about', 'documents', 'declarations']);
  });

  it('offers the CV, cover letter and research consent unless switched off', () => {
    expect(isPartOffered(null, 'cv')).toBe(true);
    expect(isPartOffered({ subsections: { cv: false } }, 'cv')).toBe(false);
    expect(isPartOffered(null, 'researchConsent')).toBe(true);
    const steps = buildFormSteps({ subsections: { cv: false, cover: false } }, 'passport');
    expect(kinds(steps)).toEqual(['declarations']);
  });

  it('offers the photo, events and citizenship only when switched on', () => {
    expect(isPartOffered(null, 'photo')).toBe(false);
    const steps = buildFormSteps(
      { subsections: { photo: true, events: true, citizenship: true } },
      'passport',
    );
    expect(steps.find((step) => step.kind === 'documents')).toMatchObject({
      parts: ['cv', 'cover', 'photo'],
    });
    expect(kinds(steps)).toContain('events');
    expect(steps.at(-1)).toMatchObject({ kind: 'declarations', citizenship: true });
    // The standard flow asks citizenship in its profile step instead.
    expect(buildFormSteps({ subsections: { citizenship: true } }, 'standard').at(-1)).toMatchObject({
      citizenship: false,
    });
  });

  it('makes a part required only by an explicit required flag on an offered part', () => {
    expect(isPartRequired({ required: { cv: true } }, 'cv')).toBe(true);
    expect(isPartRequired(null, 'cv')).toBe(false);
    expect(isPartRequired({ required: { photo: true } }, 'photo')).toBe(false);
  });
});

describe('clampScreenIndex', () => {
  it('keeps the index within the steps', () => {
    expect(clampScreenIndex(-1, 3)).toBe(0);
    expect(clampScreenIndex(1.5, 3)).toBe(0);
    expect(clampScreenIndex(2, 3)).toBe(2);
    expect(clampScreenIndex(9, 3)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  advanceStepLocally,
  clearsOrganizationOnResourceChoice,
  decideCandidateSave,
} from './candidate-save.ts';

const localCase = { step: 2, nextStep: 3, hasUpload: false, forced: false, roleHasDoNotSave: true };

describe('decideCandidateSave', () => {
  it('stays local when no server condition holds', () => {
    expect(decideCandidateSave(localCase)).toBe('local');
  });

  it.each([
    ['the step equals the requested next step', { nextStep: 2 }],
    ['an upload is attached', { hasUpload: true }],
    ['the save is forced', { forced: true }],
    ["the role lacks a 'doNotSave' setting", { roleHasDoNotSave: false }],
  ])('goes to the server when %s', (_case, change) => {
    expect(decideCandidateSave({ ...localCase, ...change })).toBe('server');
  });
});

describe('advanceStepLocally', () => {
  it.each([
    ['PENDING', 2, 5, 3],
    ['PENDING', 4, 5, 5],
    ['PENDING', 5, 5, 5],
    ['PENDING', 6, 5, 6],
    ['ACTIVE', 2, 5, 2],
    ['PASSPORT', 0, 5, 1],
    [undefined, 0, 5, 1],
  ] as const)('status %s at step %i of %i -> %i', (status, step, maxSteps, expected) => {
    expect(advanceStepLocally({ step, status, maxSteps })).toBe(expected);
  });
});

describe('clearsOrganizationOnResourceChoice', () => {
  it.each([
    ['PASSPORT', true],
    ['PASSPORT_ACTIVE', true],
    ['ACTIVE', false],
    ['PENDING', false],
    [null, false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(clearsOrganizationOnResourceChoice(status)).toBe(expected);
  });
});

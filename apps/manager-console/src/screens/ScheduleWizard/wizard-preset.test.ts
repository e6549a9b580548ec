import { describe, expect, it } from 'vitest';
import { readWizardPreset, wizardAddress } from './wizard-preset.ts';

describe('the wizard preset in the address', () => {
  it('reads what a list hands over and back again', () => {
    const address = wizardAddress({ roleId: 4, stageId: 6, candidateIds: [11, 12] });
    expect(readWizardPreset(new URL(address, 'http://x').searchParams)).toEqual({
      roleId: 4,
      stageId: 6,
      candidateIds: [11, 12],
    });
  });

  it('leaves out what it cannot read and repeats no candidate', () => {
    const params = new URLSearchParams('roleId=abc&stageId=-3&candidates=5,x,5,0,7');
    expect(readWizardPreset(params)).toEqual({ roleId: null, stageId: null, candidateIds: [5, 7] });
    expect(readWizardPreset(new URLSearchParams('')).candidateIds).toBeNull();
  });
});

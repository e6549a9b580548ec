import { describe, expect, it } from 'vitest';
import { assessmentTypeLabels } from './assessment-type-labels.ts';
import { assessmentTypeIds } from './assessment-types.ts';

describe('assessmentTypeLabels', () => {
  it('names every assessment and scheduling type, each differently', () => {
    const labels = assessmentTypeIds.map((type) => assessmentTypeLabels[type]);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(assessmentTypeIds.length);
  });

  it('calls the two schedulers by who books the slot', () => {
    expect(assessmentTypeLabels.SCHEDULER).toBe('Candidate scheduler');
    expect(assessmentTypeLabels.SCHEDULED).toBe('HR scheduler');
  });
});

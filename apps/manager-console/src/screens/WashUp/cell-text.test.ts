import type { WashUpRow } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { assessorLabels, initialsOf } from './cell-text.ts';

const rated = (assessorKey: string, assessorName: string) => ({
  assessorKey,
  assessorName,
  rating: 3,
  exerciseId: 0,
  submittedAt: '2026-11-20T15:00:00.000Z',
});

describe('assessor labels', () => {
  it('gives each assessor their initials, numbered where two share them', () => {
    const row = {
      cells: {
        c1: {
          ratings: [rated('user:1', 'Pat Partner'), rated('email:p', 'Priya Patel')],
          mean: 3,
          spread: 0,
          disagreement: false,
        },
        c2: {
          ratings: [rated('user:1', 'Pat Partner'), rated('user:9', 'Ali')],
          mean: 3,
          spread: 0,
          disagreement: false,
        },
      },
    } as unknown as WashUpRow;
    expect([...assessorLabels([row]).values()]).toEqual([
      { label: 'PP', name: 'Pat Partner' },
      { label: 'PP2', name: 'Priya Patel' },
      { label: 'A', name: 'Ali' },
    ]);
    expect(initialsOf('  mary  ann  de la cruz ')).toBe('MAD');
  });
});

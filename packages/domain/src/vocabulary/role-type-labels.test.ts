import { describe, expect, it } from 'vitest';
import { renameRoleTypeLabel } from './role-type-labels.ts';
import type { SectorKind } from './sector-vocabulary.ts';

describe('renameRoleTypeLabel', () => {
  it.each<[string, SectorKind | null, string]>([
    ['Graduate scheme', 'LAW_FIRM', 'Training contract'],
    ['Internship', 'LAW_FIRM', 'Vacation scheme'],
    ['Graduate scheme', 'CHAMBERS', 'Pupillage'],
    ['Internship', 'CHAMBERS', 'Mini-pupillage'],
    ['Graduate scheme', 'COMPANY', 'Graduate scheme'],
    ['Internship', 'COMPANY', 'Internship'],
    ['Graduate scheme', null, 'Graduate scheme'],
    [' graduate Scheme ', 'LAW_FIRM', 'Training contract'],
    ['INTERNSHIP', 'CHAMBERS', 'Mini-pupillage'],
    ['Apprenticeship', 'LAW_FIRM', 'Apprenticeship'],
    ['Graduate schemes', 'LAW_FIRM', 'Graduate schemes'],
    ['Summer internship', 'CHAMBERS', 'Summer internship'],
    ['', 'LAW_FIRM', ''],
  ])('renames %j for %s to %j', (label, kind, expected) => {
    expect(renameRoleTypeLabel(label, kind)).toBe(expected);
  });
});

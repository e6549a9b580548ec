import { describe, expect, it } from 'vitest';
import { resolveStatusCell } from './status-cell.ts';

describe('resolveStatusCell', () => {
  it.each([
    ['PENDING', 'cross'],
    ['ERROR', 'cross'],
    ['COMPLETED', 'tick'],
    ['INVITED', 'dash'],
    ['SCHEDULED', 'dash'],
    ['IN_PROGRESS', 'dash'],
    ['pending', 'dash'],
    [null, 'dash'],
    [undefined, 'dash'],
  ])('shows %s as %s', (state, mark) => {
    expect(resolveStatusCell(state)).toBe(mark);
  });
});

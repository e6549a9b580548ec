import { describe, expect, it } from 'vitest';
import { countLeft, nextInList, nextToReview, pickCurrent } from './review-order.ts';

const queue = [
  { id: 1, name: 'A', roleName: null, reviewed: true },
  { id: 2, name: 'B', roleName: null, reviewed: false },
  { id: 3, name: 'C', roleName: null, reviewed: false },
];

describe('review order', () => {
  it('opens the candidate the address names, else the first not reviewed', () => {
    expect(pickCurrent(queue, 3)).toBe(3);
    expect(pickCurrent(queue, 99)).toBe(2);
    expect(pickCurrent(queue, null)).toBe(2);
    expect(
      pickCurrent(
        queue.map((entry) => ({ ...entry, reviewed: true })),
        null,
      ),
    ).toBeNull();
  });

  it('goes on to the next not reviewed after a save, wrapping round, and stops when none is left', () => {
    expect(nextToReview(queue, 2)).toBe(3);
    expect(nextToReview(queue, 3)).toBe(2);
    expect(nextToReview([{ id: 2, name: 'B', roleName: null, reviewed: false }], 2)).toBeNull();
  });

  it('steps to the next in the list with N, reviewed or not, and counts who is left', () => {
    expect(nextInList(queue, 3)).toBe(1);
    expect(nextInList(queue, 1)).toBe(2);
    expect(countLeft(queue)).toBe(2);
  });
});

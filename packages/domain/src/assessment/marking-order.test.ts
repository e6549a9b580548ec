import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markerOrder, seededShuffle } from './marking-order.ts';

const references = Array.from({ length: 10 }, (_, index) => `ref-${String(index).padStart(2, '0')}`);

describe("a marker's own order", () => {
  it('is the same on every reload, whatever order the answers are read in', () => {
    const seed = { round: 'r1', markerId: 7, questionId: 3 };
    expect(markerOrder(references.toReversed(), seed)).toEqual(markerOrder(references, seed));
  });

  it('differs between the three markers of a round', () => {
    const orders = [1, 2, 3].map((markerId) =>
      markerOrder(references, { round: 'r1', markerId, questionId: 1 }).join(),
    );
    expect(new Set(orders).size).toBe(3);
  });

  it('puts no candidate first for every marker of a pool of 30', () => {
    const firsts = new Set(
      Array.from(
        { length: 30 },
        (_, markerId) => markerOrder(references, { round: 'r', markerId, questionId: 1 })[0],
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('is a permutation of the answers, and the same for the same seed (300 runs)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string()),
        fc.string(),
        fc.nat(),
        fc.nat(),
        (items, round, markerId, questionId) => {
          const order = markerOrder(items, { round, markerId, questionId });
          expect(order.toSorted()).toEqual(items.toSorted());
          expect(markerOrder(items, { round, markerId, questionId })).toEqual(order);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Over many seeds each item is first about equally often: a shuffle that favoured the input order would not be.
  it('puts each of five items first about a fifth of the time over 5,000 seeds', () => {
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 5000; seed += 1) {
      const first = seededShuffle(['a', 'b', 'c', 'd', 'e'], `seed-${seed}`)[0] ?? '';
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const count of firsts.values()) expect(count).toBeGreaterThan(850);
    expect(firsts.size).toBe(5);
  });
});

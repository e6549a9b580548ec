import { describe, expect, it } from 'vitest';
import { comparePipelineOrder, pipelineOrder } from './pipeline-order.ts';
import { allStageIds } from './stage-ids.ts';

describe('pipelineOrder', () => {
  it('lists every stage id exactly once', () => {
    expect([...pipelineOrder].toSorted((a, b) => a - b)).toEqual([...allStageIds].toSorted((a, b) => a - b));
  });

  it('runs from application through interviews to offer, with the exits last', () => {
    const at = (id: number) => (pipelineOrder as readonly number[]).indexOf(id);
    expect(at(1)).toBeLessThan(at(2));
    expect(at(2)).toBeLessThan(at(6));
    expect(at(6)).toBeLessThan(at(7));
    expect(at(10)).toBeLessThan(at(11));
    expect(at(11)).toBeLessThan(at(14));
    expect(pipelineOrder.slice(-2)).toEqual([15, 16]);
  });
});

describe('comparePipelineOrder', () => {
  it('sorts stage ids into pipeline order', () => {
    expect([16, 11, 6, 1].toSorted(comparePipelineOrder)).toEqual([1, 6, 11, 16]);
  });

  it('sorts unknown ids after known ones, by id', () => {
    expect([40, 16, 30].toSorted(comparePipelineOrder)).toEqual([16, 30, 40]);
  });
});

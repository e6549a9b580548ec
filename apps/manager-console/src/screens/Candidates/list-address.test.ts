import { describe, expect, it } from 'vitest';
import { changeListAddress, defaultListAddress, readListAddress, writeListAddress } from './list-address.ts';

const read = (query: string) => readListAddress(new URLSearchParams(query));

describe('the list address', () => {
  it('reads an empty address as the defaults of §9: page 0, 20 a page, lastChangeAt descending', () => {
    expect(read('')).toEqual(defaultListAddress);
  });

  it('writes the defaults as an empty address, so plain links stay plain', () => {
    expect(writeListAddress(defaultListAddress).toString()).toBe('');
  });

  it('round-trips a whole view: stage, sub-stage, term, filters, sort, size and page', () => {
    const view = {
      ...defaultListAddress,
      stageId: 3,
      substageId: 12,
      term: 'smith',
      filters: { graduationYear: { min: 2024, max: 2026 }, groups: [4] },
      sortBy: 'lastName',
      orderBy: 'asc' as const,
      size: 500 as const,
      page: 2,
    };
    expect(read(writeListAddress(view).toString())).toEqual(view);
  });

  it('keeps selectedTabIndex (§2) only while no stage is named', () => {
    expect(read('selectedTabIndex=1').tab).toBe(1);
    expect(writeListAddress({ ...defaultListAddress, tab: 1 }).toString()).toBe('selectedTabIndex=1');
    expect(writeListAddress({ ...defaultListAddress, tab: 1, stageId: 3 }).toString()).toBe('stage=3');
  });

  it('reads "all stages" and drops the sub-stage with it', () => {
    const all = read('stage=all&substage=5');
    expect(all.allStages).toBe(true);
    expect(all.stageId).toBeNull();
    expect(writeListAddress({ ...all }).toString()).toBe('stage=all');
  });

  it('takes the default for malformed values instead of failing', () => {
    const view = read('page=-1&size=37&order=sideways&selectedTabIndex=9&filters=%5B1%5D&stage=x');
    expect(view).toEqual(defaultListAddress);
    expect(read('filters=%7Bnot-json').filters).toEqual({});
  });

  it('starts again from the first page when what is shown changes, and keeps the page when paging', () => {
    const onPage3 = { ...defaultListAddress, page: 3 };
    expect(changeListAddress(onPage3, { term: 'li' }).page).toBe(0);
    expect(changeListAddress(onPage3, { page: 4 }).page).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { paging } from './paging.ts';

describe('paging', () => {
  it('searches 20 results from page 0 sorted by lastChangeAt descending', () => {
    expect(paging).toMatchObject({
      defaultPageSize: 20,
      firstPage: 0,
      defaultSort: 'lastChangeAt',
      defaultSortDirection: 'desc',
    });
  });

  it('lists active organisations from page 0', () => {
    expect(paging.organizationListPage).toBe(0);
    expect(paging.organizationListStatus).toBe('ACTIVE');
  });
});

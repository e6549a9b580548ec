import type { Candidate, Page } from '@shortlist/domain/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createProcessStore } from './process-store.ts';
import { createSearchStore, initialSearchCriteria } from './search-store.ts';
import type { Responder } from './test-support.ts';
import { createLoadedRoot, createScriptedApi, readRoot, signInDirectly } from './test-support.ts';

const candidate = { id: 5, step: 3, candidateStatus: 'ACTIVE' } as Candidate;

function pageOf(content: Candidate[], number = 0): Page<Candidate> {
  return {
    content,
    number,
    size: 20,
    totalElements: 41,
    totalPages: 3,
    first: number === 0,
    last: false,
    hasNext: true,
    hasPrevious: number > 0,
    hasContent: content.length > 0,
    numberOfElements: content.length,
  };
}

async function setUp(respond: Responder = () => Response.json(pageOf([candidate])), persisted?: unknown) {
  const { api, requests } = createScriptedApi(respond);
  signInDirectly(api);
  const process = createProcessStore();
  const { root, storage } = await createLoadedRoot(
    persisted === undefined ? {} : { search: { state: persisted, version: 0 } },
  );
  const store = createSearchStore({ api, process, root });
  return { store, process, requests, storage };
}

describe('createSearchStore', () => {
  it('starts with one Active status role filter, lastChangeAt descending, on the first page of 20', async () => {
    const { store } = await setUp();
    expect(store.getState()).toMatchObject({
      candidates: [],
      candidatesFilters: {},
      roleFilters: [{ label: 'Active', type: 'status', value: 'ACTIVE' }],
      eventFilters: [],
      role: null,
      stage: null,
      substage: null,
      sorts: {},
      sortBy: 'lastChangeAt',
      orderBy: 'desc',
      status: 'idle',
      pagination: { number: 0, size: 20, totalElements: 0, hasContent: false },
    });
  });

  it('searches with page, sortBy, orderBy and resultsPerPage and the filter object', async () => {
    const { store, requests } = await setUp();
    store.getState().selectRole(12);
    store.getState().selectStage(3, 40);
    store.getState().setQuery(' law ');
    store.getState().setCandidatesFilters({ gender: [1] } as never);
    store.getState().setOrder('lastName', 'asc');
    store.getState().setPage(2);
    await store.getState().runSearch({ kind: 'candidate', id: 12 });

    const request = requests[0];
    const url = new URL(request?.url ?? '');
    expect(request?.method).toBe('POST');
    expect(url.pathname).toBe('/api/v1/search/candidate/12');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: '2',
      sortBy: 'lastName',
      orderBy: 'asc',
      resultsPerPage: '20',
    });
    expect(await request?.json()).toEqual({
      query: 'law',
      roleId: 12,
      stageId: 3,
      substageId: 40,
      filters: { gender: [1] },
    });
  });

  it('goes through loading to success with the candidates and the pagination fields', async () => {
    const { store, process } = await setUp(() => Response.json(pageOf([candidate], 1)));
    const searching = store.getState().runSearch({ kind: 'fastCandidate', id: 1 });
    expect(store.getState().status).toBe('loading');
    expect(process.getState().entries['search:load']?.status).toBe('loading');
    await searching;
    expect(store.getState()).toMatchObject({
      status: 'success',
      candidates: [candidate],
      pagination: {
        number: 1,
        size: 20,
        totalElements: 41,
        totalPages: 3,
        first: false,
        last: false,
        hasNext: true,
        hasPrevious: true,
        hasContent: true,
        numberOfElements: 1,
      },
    });
    expect(process.getState().entries['search:load']?.status).toBe('done');
  });

  it('ends in error with the message when the search fails', async () => {
    const { store, process } = await setUp(() =>
      Response.json({ error: 'invalid_request', error_description: 'Unknown sort field.' }, { status: 400 }),
    );
    await expect(store.getState().runSearch({ kind: 'candidate', id: 1 })).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ status: 'error', error: { message: 'Unknown sort field.' } });
    expect(process.getState().entries['search:load']?.status).toBe('error');
  });

  it('resets criteria, results and status to the defaults', async () => {
    const { store } = await setUp();
    store.getState().selectRole(12);
    store.getState().setRoleFilters([]);
    store.getState().setSort('role-12', { field: 'score', direction: 'desc' });
    await store.getState().runSearch({ kind: 'candidate', id: 12 });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ ...initialSearchCriteria, candidates: [], status: 'idle' });
  });

  it('keeps a sort per list id', async () => {
    const { store } = await setUp();
    store.getState().setSort('role-12', { field: 'score', direction: 'desc' });
    store.getState().setSort('role-13', { field: 'lastName', direction: 'asc' });
    expect(store.getState().sorts).toEqual({
      'role-12': { field: 'score', direction: 'desc' },
      'role-13': { field: 'lastName', direction: 'asc' },
    });
  });

  it('goes back to the first page and stage when the role, stage, order or filters change', async () => {
    const { store } = await setUp();
    store.getState().selectStage(3, 4);
    store.getState().setPage(3);
    store.getState().selectRole(9);
    expect(store.getState()).toMatchObject({ stage: null, substage: null, pagination: { number: 0 } });
    store.getState().setPage(3);
    store.getState().setOrder('firstName', 'asc');
    expect(store.getState().pagination.number).toBe(0);
  });

  it('lets only the newest search write its results', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { store, requests } = await setUp(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const first = store.getState().runSearch({ kind: 'candidate', id: 1 });
    const second = store.getState().runSearch({ kind: 'candidate', id: 2 });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    answers[1]?.(Response.json(pageOf([candidate])));
    answers[0]?.(Response.json(pageOf([])));
    await Promise.all([first, second]);
    expect(store.getState().candidates).toEqual([candidate]);
  });

  it('keeps the criteria in root but not the candidates', async () => {
    const first = await setUp();
    first.store.getState().selectRole(12);
    await first.store.getState().runSearch({ kind: 'candidate', id: 12 });
    const saved = await readRoot(
      first.storage,
      'search',
      (state) => (state as { role: unknown }).role === 12,
    );
    expect(saved).not.toHaveProperty('candidates');
    expect(saved).not.toHaveProperty('status');

    const second = await setUp(undefined, saved);
    await vi.waitFor(() => expect(second.store.persist.hasHydrated()).toBe(true));
    expect(second.store.getState()).toMatchObject({ role: 12, candidates: [], status: 'idle' });
  });
});

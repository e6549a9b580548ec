import type { Candidate } from '@shortlist/domain/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createCandidateStore } from './candidate-store.ts';
import { createProcessStore } from './process-store.ts';
import type { Responder } from './test-support.ts';
import { createScriptedApi, signInDirectly } from './test-support.ts';

const pending = {
  id: 7,
  step: 2,
  candidateStatus: 'PENDING',
  organization: { id: 1, candidateId: 70 },
} as unknown as Candidate;

function setUp(respond: Responder = () => Response.json(pending)) {
  const { api, requests } = createScriptedApi(respond);
  signInDirectly(api);
  const process = createProcessStore();
  const navigate = vi.fn();
  const store = createCandidateStore({ api, process, navigate, now: () => 5_000 });
  return { store, process, navigate, requests };
}

async function loaded(candidate: Candidate, respond?: Responder) {
  let first = true;
  const setup = setUp((request) => {
    if (first) {
      first = false;
      return Response.json(candidate);
    }
    return respond ? respond(request) : Response.json(candidate);
  });
  await setup.store.getState().loadCandidate(candidate.id);
  return setup;
}

describe('createCandidateStore', () => {
  it('loads the candidate and notes when', async () => {
    const { store, process, requests } = setUp();
    await store.getState().loadCandidate(7);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/candidate/7');
    expect(store.getState()).toMatchObject({ candidate: { id: 7 }, loadedAt: 5_000, status: 'success' });
    expect(process.getState().entries['candidate:load']?.status).toBe('done');
  });

  it('goes to /roles when the load brings no data', async () => {
    const { store, navigate } = setUp(() => new Response(null, { status: 200 }));
    await expect(store.getState().loadCandidate(7)).resolves.toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/roles');
    expect(store.getState().candidate).toBeNull();
  });

  it('goes to /roles when the candidate is not found', async () => {
    const { store, navigate, process } = setUp(() =>
      Response.json({ error: 'not_found', error_description: 'Candidate not found.' }, { status: 404 }),
    );
    await store.getState().loadCandidate(7);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/roles');
    expect(process.getState().entries['candidate:load']?.error?.message).toBe('Candidate not found.');
  });

  it('stays put with the error on any other failure', async () => {
    const { store, navigate } = setUp(() => Response.json({ error: 'server_error' }, { status: 500 }));
    await store.getState().loadCandidate(7);
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('error');
  });

  it('saves on the server when the role lacks doNotSave, with maxSteps', async () => {
    const { store, requests } = await loaded(pending, () => Response.json({ ...pending, step: 3 }));
    const target = await store.getState().saveCandidate({
      changes: { sixthFormSchoolCompletedYear: 2021 } as never,
      nextStep: 3,
      maxSteps: 6,
      roleHasDoNotSave: false,
    });
    expect(target).toBe('server');
    const request = requests[1];
    expect(request?.method).toBe('PUT');
    expect(new URL(request?.url ?? '').searchParams.get('maxSteps')).toBe('6');
    expect(store.getState().candidate?.step).toBe(3);
  });

  it('advances the step only locally when no server save is needed', async () => {
    const { store, requests } = await loaded(pending);
    const target = await store.getState().saveCandidate({
      changes: {},
      nextStep: 4,
      maxSteps: 6,
      roleHasDoNotSave: true,
    });
    expect(target).toBe('local');
    expect(requests).toHaveLength(1);
    expect(store.getState().candidate?.step).toBe(3);
  });

  it('does not advance locally past the maximum or for an ACTIVE candidate', async () => {
    const atMax = await loaded({ ...pending, step: 6 });
    await atMax.store
      .getState()
      .saveCandidate({ changes: {}, nextStep: 7, maxSteps: 6, roleHasDoNotSave: true });
    expect(atMax.store.getState().candidate?.step).toBe(6);

    const active = await loaded({ ...pending, candidateStatus: 'ACTIVE' } as Candidate);
    await active.store
      .getState()
      .saveCandidate({ changes: {}, nextStep: 4, maxSteps: 6, roleHasDoNotSave: true });
    expect(active.store.getState().candidate?.step).toBe(2);
  });

  it('goes to the server for an upload, a forced save, or the step asked for, even with doNotSave', async () => {
    const base = { maxSteps: 6, roleHasDoNotSave: true } as const;
    for (const request of [
      { ...base, changes: { cv_base64: 'JVBERi0=' }, nextStep: 4 },
      { ...base, changes: {}, nextStep: 4, forced: true },
      { ...base, changes: {}, nextStep: 2 },
    ]) {
      const { store } = await loaded(pending);
      await expect(store.getState().saveCandidate(request as never)).resolves.toBe('server');
    }
  });

  it('records a failed server save under candidate:save', async () => {
    const { store, process } = await loaded(pending, () =>
      Response.json({ errors: [{ field: 'step', message: 'Step out of range.' }] }, { status: 400 }),
    );
    await expect(
      store.getState().saveCandidate({ changes: {}, nextStep: 3, maxSteps: 6, roleHasDoNotSave: false }),
    ).resolves.toBeNull();
    expect(process.getState().entries['candidate:save']?.error?.message).toBe('Step out of range.');
  });

  it.each(['PASSPORT', 'PASSPORT_ACTIVE'] as const)(
    'clears the organisation of a %s candidate who chooses a resource',
    async (candidateStatus) => {
      const { store } = await loaded({ ...pending, candidateStatus } as Candidate);
      store.getState().chooseResource();
      expect(store.getState().candidate?.organization).toBeNull();
    },
  );

  it('keeps the organisation of other candidates who choose a resource', async () => {
    const { store } = await loaded(pending);
    store.getState().chooseResource();
    expect(store.getState().candidate?.organization).toEqual({ id: 1, candidateId: 70 });
  });
});

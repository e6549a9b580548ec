import type { ApiClient } from '@shortlist/api-client';
import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchCandidate, saveCandidate } from '@shortlist/domain/contract';
import type { Candidate, CandidateUpdateInput } from '@shortlist/domain/schemas';
import type { CandidateSaveTarget } from '@shortlist/domain/validation';
import {
  advanceStepLocally,
  clearsOrganizationOnResourceChoice,
  decideCandidateSave,
} from '@shortlist/domain/validation';
import type { StoreApi } from 'zustand/vanilla';
import { createStore } from 'zustand/vanilla';
import type { LoadStatus } from './loading-store.ts';
import type { ProcessStore } from './process-store.ts';

// The candidate's own application (§3 Candidate, §4 Candidate save, §5, §8 'Candidate load without data').

export type CandidateSaveRequest = {
  /** What the step changed. */
  readonly changes: CandidateUpdateInput;
  /** The step the save asks to move to. */
  readonly nextStep: number;
  readonly maxSteps: number;
  readonly forced?: boolean;
  /** The role carries a 'doNotSave' setting. */
  readonly roleHasDoNotSave: boolean;
};

export type CandidateState = {
  readonly candidate: Candidate | null;
  /** When the candidate was last loaded or saved, epoch ms (§3 'time of last load'). */
  readonly loadedAt: number | null;
  readonly status: LoadStatus;
  /** GET /candidate/{id}; without data the user goes to /roles. */
  loadCandidate(id: number | string): Promise<Candidate | null>;
  /** Saves on the server or only here, as §5 decides; resolves with where it went, or null on failure. */
  saveCandidate(request: CandidateSaveRequest): Promise<CandidateSaveTarget | null>;
  /** Takes a chosen resource; for PASSPORT statuses the candidate's organisation is cleared (§4). */
  chooseResource(changes?: CandidateUpdateInput): void;
  clear(): void;
};

export type CandidateStore = StoreApi<CandidateState>;

export type CandidateStoreOptions = {
  api: ApiClient;
  process: ProcessStore;
  navigate: (url: string) => void;
  now?: () => number;
};

/** §2: where a candidate who cannot be loaded goes. */
export const candidateFallbackPath = '/roles';

function hasUpload(changes: CandidateUpdateInput): boolean {
  return Boolean(changes.cv_base64 || changes.cover_base64 || changes.photo_base64);
}

function isCandidate(value: unknown): value is Candidate {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Decision: a 404 is a load without data too (the candidate is gone or belongs to someone else). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function createCandidateStore({ api, process, navigate, now = Date.now }: CandidateStoreOptions) {
  let generation = 0;

  return createStore<CandidateState>()((set, get) => ({
    candidate: null,
    loadedAt: null,
    status: 'idle',
    async loadCandidate(id) {
      const current = ++generation;
      set({ status: 'loading' });
      process.getState().start('candidate:load');
      try {
        const reply: unknown = await callRoute(api, fetchCandidate, { params: { id } });
        if (current !== generation) return null;
        if (!isCandidate(reply)) {
          set({ candidate: null, loadedAt: null, status: 'error' });
          process.getState().clear('candidate:load');
          navigate(candidateFallbackPath);
          return null;
        }
        set({ candidate: reply, loadedAt: now(), status: 'success' });
        process.getState().succeed('candidate:load');
        return reply;
      } catch (error) {
        if (current !== generation) return null;
        set({ status: 'error' });
        process.getState().fail('candidate:load', error);
        if (isMissing(error)) navigate(candidateFallbackPath);
        return null;
      }
    },
    async saveCandidate({ changes, nextStep, maxSteps, forced = false, roleHasDoNotSave }) {
      const candidate = get().candidate;
      if (candidate === null) return null;
      const target = decideCandidateSave({
        step: candidate.step,
        nextStep,
        hasUpload: hasUpload(changes),
        forced,
        roleHasDoNotSave,
      });
      if (target === 'local') {
        const step = advanceStepLocally({
          step: candidate.step,
          status: candidate.candidateStatus,
          maxSteps,
        });
        set({ candidate: { ...candidate, ...(changes as Partial<Candidate>), step } });
        return 'local';
      }
      try {
        const saved = await process.getState().track('candidate:save', () =>
          callRoute(api, saveCandidate, {
            params: { id: candidate.id },
            query: { maxSteps },
            body: changes,
          }),
        );
        set({ candidate: saved, loadedAt: now() });
        return 'server';
      } catch {
        // The process entry carries the message.
        return null;
      }
    },
    chooseResource(changes = {}) {
      const candidate = get().candidate;
      if (candidate === null) return;
      const next = { ...candidate, ...(changes as Partial<Candidate>) };
      if (clearsOrganizationOnResourceChoice(candidate.candidateStatus)) next.organization = null;
      set({ candidate: next });
    },
    clear() {
      generation += 1;
      set({ candidate: null, loadedAt: null, status: 'idle' });
    },
  }));
}

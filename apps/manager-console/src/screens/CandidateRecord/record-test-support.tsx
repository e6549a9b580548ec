import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import type { User } from '@shortlist/domain/schemas';
import type { FakeApi } from '@shortlist/shell/testing';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import CandidateRecordScreen from './CandidateRecordScreen.tsx';
import { candidateView, history, notes, stages } from './candidate-record.fixtures.ts';

// Opens the record screen against the fake API, as the record's tests do: candidate 301 of organisation 1.

export const recordPath = '/api/v1/organization/1/candidate/301';

export function recordApi(view: OrganizationCandidateView = candidateView(), fields: FakeApi = {}): FakeApi {
  return {
    [`GET ${recordPath}`]: view,
    'GET /api/v1/candidate/301/history': history,
    [`GET ${recordPath}/notes`]: notes,
    'GET /api/v1/organization/1/stages': stages,
    // The scores panel reads the organisation's metrics.
    'GET /api/v1/organization/1': { id: 1, name: 'Hartwell & Finch LLP', metrics: [] },
    [`GET ${recordPath}/contact/ALL`]: { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0 },
    [`GET ${recordPath}/replies`]: [],
    // The scorecards panel (issue 33): no one has scored yet.
    [`GET ${recordPath}/scorecards`]: {
      candidateId: 301,
      stages: [
        {
          stageId: view.application.stage.id,
          mine: [],
          othersVisible: false,
          others: [],
          hidden: { count: 0, submitted: 0 },
          summary: null,
        },
      ],
      competencies: [],
      kits: [],
    },
    ...fields,
  };
}

export function openRecord({
  path = '/manager/candidate/301',
  api = recordApi(),
  user = hartwellManager,
}: {
  path?: string;
  api?: FakeApi;
  user?: User;
} = {}) {
  return renderConsoleScreen(<CandidateRecordScreen />, {
    route: '/manager/candidate/:candidateId',
    path,
    api,
    user,
  });
}

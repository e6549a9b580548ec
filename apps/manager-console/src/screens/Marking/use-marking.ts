import { callRoute } from '@shortlist/api-client';
import type { MarkingRoundSummary } from '@shortlist/domain/contract';
import {
  createMarkingRound,
  fetchMarkingResults,
  fetchMyMarkingQuestion,
  fetchRoleMarking,
  listMyMarking,
  startMarkingRound,
  submitMark,
} from '@shortlist/domain/contract';
import type { MarkingRoundBody } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';

// Blind marking's server state: a role's rounds, a round's results, the signed-in marker's rounds and answers.

const roleMarkingKey = (orgId: number, roleId: number) => ['marking', 'role', orgId, roleId] as const;
const resultsKey = (orgId: number, roundId: number) => ['marking', 'results', orgId, roundId] as const;
const myMarkingKey = (orgId: number) => ['marking', 'mine', orgId] as const;
const questionKey = (orgId: number, roundId: number, questionId: number | undefined) =>
  ['marking', 'question', orgId, roundId, questionId ?? 'next'] as const;

/** A role's rounds and what they can mark; set up and start (manager admins), each reloading the list. */
export function useRoleMarking(roleId: number) {
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const queryClient = useQueryClient();
  const key = roleMarkingKey(orgId, roleId);
  const marking = useQuery({
    queryKey: key,
    enabled: orgId > 0 && roleId > 0,
    queryFn: ({ signal }) => callRoute(api, fetchRoleMarking, { params: { orgId, roleId }, signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['marking'] });
  async function create(body: MarkingRoundBody): Promise<MarkingRoundSummary> {
    const round = await callRoute(api, createMarkingRound, { params: { orgId, roleId }, body });
    await reload();
    return round;
  }
  async function start(roundId: number): Promise<MarkingRoundSummary> {
    const round = await callRoute(api, startMarkingRound, { params: { orgId, roundId } });
    await reload();
    return round;
  }
  return { orgId, marking, create, start };
}

export function useMarkingResults(roundId: number, enabled: boolean) {
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  return useQuery({
    queryKey: resultsKey(orgId, roundId),
    enabled: enabled && orgId > 0,
    queryFn: ({ signal }) => callRoute(api, fetchMarkingResults, { params: { orgId, roundId }, signal }),
  });
}

/** The signed-in manager's rounds to mark ("Marking to do"). */
export function useMyMarking() {
  const api = useApi();
  const orgId = useOrganizationId();
  return useQuery({
    queryKey: myMarkingKey(orgId ?? 0),
    enabled: typeof orgId === 'number' && orgId > 0,
    queryFn: ({ signal }) => callRoute(api, listMyMarking, { params: { orgId: orgId ?? 0 }, signal }),
  });
}

/** One question's answers in the marker's own order, and the call that marks one. */
export function useMarkerQuestion(roundId: number, questionId: number | undefined) {
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const queryClient = useQueryClient();
  const key = questionKey(orgId, roundId, questionId);
  const view = useQuery({
    queryKey: key,
    enabled: orgId > 0 && roundId > 0,
    queryFn: ({ signal }) =>
      callRoute(api, fetchMyMarkingQuestion, {
        params: { orgId, roundId },
        query: questionId === undefined ? {} : { questionId },
        signal,
      }),
  });
  async function mark(reference: string, value: number, note: string) {
    const saved = await callRoute(api, submitMark, {
      params: { orgId, roundId, reference },
      body: { mark: value, note },
    });
    // The answer changes in place, so the marker keeps their place in their own order.
    queryClient.setQueryData(key, (before: typeof view.data) =>
      before
        ? {
            ...before,
            progress: saved.progress,
            question: saved.question,
            questions: before.questions.map((each) =>
              each.id === saved.question.id ? saved.question : each,
            ),
            answers: before.answers.map((answer) => (answer.reference === reference ? saved.answer : answer)),
          }
        : before,
    );
    await queryClient.invalidateQueries({ queryKey: myMarkingKey(orgId) });
    return saved;
  }
  return { view, mark };
}

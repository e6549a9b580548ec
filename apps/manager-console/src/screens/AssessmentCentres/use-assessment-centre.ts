import { callRoute } from '@shortlist/api-client';
import type { AssessmentCentreView } from '@shortlist/domain/contract';
import {
  generateAssessmentCentreRota,
  getAssessmentCentre,
  moveInAssessmentCentreRota,
  previewAssessmentCentrePublish,
  publishAssessmentCentre,
  saveAssessmentCentreSetup,
} from '@shortlist/domain/contract';
import type { AssessmentCentreSetupInput, RotaMove } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';

export const assessmentCentreKey = (centreId: number) => ['assessment-centre', centreId] as const;

/**
 * One assessment-centre day and what a manager admin does with it. Each action answers the day as it now
 * stands and puts it in the cache; a refusal rejects with the API's error, for the caller to show.
 */
export function useAssessmentCentre(centreId: number) {
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const queryClient = useQueryClient();
  const key = assessmentCentreKey(centreId);
  const params = { orgId, centreId };
  const centre = useQuery({
    queryKey: key,
    enabled: orgId > 0 && centreId > 0,
    queryFn: ({ signal }) => callRoute(api, getAssessmentCentre, { params, signal }),
  });
  const keep = (view: AssessmentCentreView) => {
    queryClient.setQueryData(key, view);
    return view;
  };
  return {
    centre,
    saveSetup: async (body: AssessmentCentreSetupInput) =>
      keep(await callRoute(api, saveAssessmentCentreSetup, { params, body })),
    generate: async () => keep(await callRoute(api, generateAssessmentCentreRota, { params })),
    move: async (body: RotaMove) => keep(await callRoute(api, moveInAssessmentCentreRota, { params, body })),
    preview: () => callRoute(api, previewAssessmentCentrePublish, { params }),
    publish: async () => {
      const published = await callRoute(api, publishAssessmentCentre, { params });
      await queryClient.invalidateQueries({ queryKey: key });
      return published;
    },
  };
}

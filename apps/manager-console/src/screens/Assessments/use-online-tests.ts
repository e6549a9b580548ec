import { callRoute } from '@shortlist/api-client';
import type { OfferedAssessmentType } from '@shortlist/domain/contract';
import { listAssessmentTypes } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The online tests the organisation has switched on (§6: a third-party test only while its text setting is
 * on); the schedulers and the application screen are sent from their own screens.
 */
export function useOnlineTests() {
  const api = useApi();
  return useQuery({
    queryKey: ['assessment-types'],
    queryFn: ({ signal }) => callRoute(api, listAssessmentTypes, { signal }),
    select: (types: OfferedAssessmentType[]) => types.filter((type) => type.thirdParty),
  });
}

import { ApiError, callRoute } from '@shortlist/api-client';
import { fetchPublicEvent } from '@shortlist/domain/contract';
import { apiErrorCodes } from '@shortlist/domain/messages';
import { candidate } from '@shortlist/i18n/resources/candidate';
import { loadPublicOrganization } from '../../app/host-organization.ts';
import type { PublicRead } from '../../app/public-read.ts';
import type { PublicEventView } from '../../app/public-views.ts';

/** An event by id; on an organisation's site only one of its own events (another's is not found there). */
export function eventRead(key: string | null, eventId: string): PublicRead<PublicEventView> {
  return {
    key: `event:${key}:${eventId}`,
    load: async (api, signal) => {
      const reply: unknown = await callRoute(api, fetchPublicEvent, { params: { id: eventId }, signal });
      const event = reply as PublicEventView;
      if (key !== null && (await loadPublicOrganization(api, key)).id !== event.organizationId) {
        throw new ApiError({ status: 404, code: apiErrorCodes[404], message: candidate.events.notFound });
      }
      return event;
    },
  };
}

import { callRoute } from '@shortlist/api-client';
import { fetchPublicEvent } from '@shortlist/domain/contract';
import type { PublicRead } from '../../app/public-read.ts';
import type { PublicEventView } from '../../app/public-views.ts';

export function eventRead(eventId: string): PublicRead<PublicEventView> {
  return {
    key: `event:${eventId}`,
    load: async (api, signal) => {
      const reply: unknown = await callRoute(api, fetchPublicEvent, { params: { id: eventId }, signal });
      return reply as PublicEventView;
    },
  };
}

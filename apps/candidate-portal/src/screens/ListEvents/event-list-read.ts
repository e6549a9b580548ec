import { callRoute } from '@shortlist/api-client';
import { listPublicEvents } from '@shortlist/domain/contract';
import type { PublicRead } from '../../app/public-read.ts';
import type { PublicEventView } from '../../app/public-views.ts';

/** The organisation's upcoming events; the screen filters and pages them. */
export function eventListRead(key: string | null): PublicRead<PublicEventView[] | null> {
  return {
    key: `events:${key}`,
    load: async (api, signal) => {
      if (key === null) return null;
      const reply: unknown = await callRoute(api, listPublicEvents, { params: { orgId: key }, signal });
      return reply as PublicEventView[];
    },
  };
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { readSettings } from '../organizations/settings-mapping.ts';

/** What an organisation's manager admin decided about reviewing candidates (blind stages, social mobility). */
export interface ReviewSettings {
  blindStageIds: number[];
  /** Raw social-mobility answers shown to managers; otherwise only the contextual flags. */
  showSocialMobilityAnswers: boolean;
}

/** One read of the organisation's configuration, parsed by the settings' own mapping. */
export async function reviewSettingsOf(executor: Executor, organizationId: number): Promise<ReviewSettings> {
  const [row] = await executor
    .select({ configuration: organizations.defaultConfiguration })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const settings = readSettings(
    row?.configuration ?? { views: {}, text: {}, textArrays: {}, oauth: {} },
    null,
  );
  return {
    blindStageIds: settings.blindReviewStageIds,
    showSocialMobilityAnswers: settings.showSocialMobilityAnswers,
  };
}

/** The profile as a manager may read it: the raw social-mobility answers only when the setting is on. */
export function withSocialMobilityAsSet(
  profile: Record<string, unknown>,
  showSocialMobilityAnswers: boolean,
): Record<string, unknown> {
  if (showSocialMobilityAnswers) return profile;
  const { socialMobility: _withheld, ...rest } = profile;
  return rest;
}

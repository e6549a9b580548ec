import type { BrandId } from '@shortlist/domain/brands';
import type { ThemeTokens } from '../tokens.ts';
import { cmsTokens } from './cms.ts';
import { connectTokens } from './connect.ts';
import { contextualTokens } from './contextual.ts';
import { lateralTokens } from './lateral.ts';
import { portalTokens } from './portal.ts';

/** Each brand's token file, by brand id (spec §1). */
export const brandTokens: Record<BrandId, ThemeTokens> = {
  portal: portalTokens,
  cms: cmsTokens,
  lateral: lateralTokens,
  contextual: contextualTokens,
  connect: connectTokens,
};

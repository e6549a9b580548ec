import { idSchema } from './common.ts';
import { fromQuery, objectSchema } from './fields.ts';

/**
 * ?organizationId= of a manager's list (roles, events, schedules, assessment types). Decision: the provider
 * (ADMIN) names an organisation this way; a manager works in its own, and naming another one answers 404.
 */
export const organizationScopeQuerySchema = objectSchema({ organizationId: fromQuery(idSchema.optional()) });
